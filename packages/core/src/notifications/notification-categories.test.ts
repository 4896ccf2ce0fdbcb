import { describe, expect, it } from 'vitest';
import {
  ALL_PREFIXES,
  COMMERCE_CATEGORIES,
  listFilter,
  listOfCategory,
  notificationCategory,
  SOCIAL_CATEGORIES,
} from './notification-categories';

describe('notification categories', () => {
  it('places every kind the product produces in its tab', () => {
    expect(notificationCategory('order.seller_confirm')).toBe('orders');
    expect(notificationCategory('seller_order.buyer_request_cancel')).toBe('orders');
    expect(notificationCategory('return.requested')).toBe('refunds');
    expect(notificationCategory('seller_return.seller_agree')).toBe('refunds');
    expect(notificationCategory('shop_application.approved')).toBe('shop');
    expect(notificationCategory('product_review.rejected')).toBe('shop');
    expect(notificationCategory('post.mention_user')).toBe('mentions');
    expect(notificationCategory('post.mention_shop')).toBe('mentions');
    expect(notificationCategory('post.reply')).toBe('interactions');
    expect(notificationCategory('moderation.blook_removed')).toBe('moderation');
  });

  it('has tabs waiting for cash back, payments, group buying, follows, live and affiliate', () => {
    expect(notificationCategory('cashback.credited')).toBe('payments');
    expect(notificationCategory('payment.momo_succeeded')).toBe('payments');
    expect(notificationCategory('group_buying.completed')).toBe('group_buying');
    expect(notificationCategory('follow.new')).toBe('follows');
    expect(notificationCategory('live.started')).toBe('live');
    expect(notificationCategory('affiliate.kol_approved')).toBe('affiliate');
    expect(notificationCategory('something.new')).toBe('other');
  });

  it('splits the tabs between the shop list and the community list', () => {
    for (const category of COMMERCE_CATEGORIES) expect(listOfCategory(category)).toBe('commerce');
    for (const category of SOCIAL_CATEGORIES) expect(listOfCategory(category)).toBe('social');
    expect(listOfCategory('other')).toBe('commerce');
  });

  it('filters a list by the same prefixes that name a kind’s tab', () => {
    expect(listFilter('commerce', 'orders')).toEqual({
      prefixes: ['order.', 'seller_order.'],
      unclaimed: false,
    });
    const commerce = listFilter('commerce', 'all');
    expect(commerce.unclaimed).toBe(true);
    expect(commerce.prefixes).toContain('return.');
    expect(commerce.prefixes).not.toContain('post.mention');
    const social = listFilter('social', 'all');
    expect(social.unclaimed).toBe(false);
    expect(social.prefixes).toEqual(expect.arrayContaining(['post.mention', 'post.reply', 'moderation.']));
    expect(listFilter('commerce', 'other')).toEqual({ prefixes: [], unclaimed: true });
    // The two lists together cover every prefix exactly once.
    expect([...commerce.prefixes, ...social.prefixes].sort()).toEqual([...ALL_PREFIXES].sort());
  });
});
