import { notificationCategory } from '@cho-dep/core/notifications/notification-categories';
import { ORDER_EVENTS } from '@cho-dep/core/orders/order-machine';
import { RETURN_EVENTS } from '@cho-dep/core/returns/return-machine';
import { hasKey } from '@cho-dep/i18n/translate';
import { describe, expect, it } from 'vitest';

/**
 * Every kind the product writes with notify(): order stages (orders/transition-order.ts),
 * return steps (returns/return-actions.ts), moderators' decisions (community/moderation),
 * admin decisions for sellers (admin/admin-notices.ts), mentions and replies (community/posts).
 */
const PRODUCED = [
  ...ORDER_EVENTS.flatMap((event) => [`order.${event}`, `seller_order.${event}`]),
  ...['requested', ...RETURN_EVENTS].flatMap((step) => [`return.${step}`, `seller_return.${step}`]),
  ...['post', 'reply', 'blook'].flatMap((target) => [
    `moderation.${target}_removed`,
    `moderation.${target}_restored`,
  ]),
  'shop_application.approved',
  'shop_application.rejected',
  'product_review.approved',
  'product_review.rejected',
  'post.mention_user',
  'post.mention_shop',
  'post.reply',
  // Live shopping (live/live-notices.ts): a followed shop's live was scheduled or started.
  'live.scheduled',
  'live.started',
];

describe('notification kinds in use', () => {
  it('have words, a tab and a push title in Vietnamese, English and Korean', () => {
    const missing = PRODUCED.flatMap((kind) =>
      (['vi', 'en', 'ko'] as const).flatMap((language) =>
        [`notifications.${kind}`, `notifications.push.${notificationCategory(kind)}`].filter(
          (key) => !hasKey(language, key),
        ),
      ),
    );
    expect(missing).toEqual([]);
    expect(PRODUCED.filter((kind) => notificationCategory(kind) === 'other')).toEqual([]);
  });
});
