import { describe, expect, it } from 'vitest';
import { notificationHref, pushDataOf } from './notification-target';

const href = (kind: string, targetType: string | null, targetId: string | null) =>
  notificationHref({ kind, targetType, targetId });

describe('where a notification opens', () => {
  it('sends a seller to the seller order detail and a buyer to their order', () => {
    expect(href('order.shipped', 'buyer_order', 'o1')).toBe('/trang-ca-nhan/don-hang/o1');
    expect(href('seller_order.buyer_cancel', 'seller_order', 'o1')).toBe('/ban-hang/quan-ly-don-hang/o1');
    expect(href('order.shipped', 'buyer_order', null)).toBeNull();
  });

  it('sends a refund to the returns desk for the seller and to the orders for the buyer', () => {
    expect(href('seller_return.requested', 'refund', 'r1')).toBe('/ban-hang/tra-hang-hoan-tien');
    expect(href('return.seller_agree', 'refund', 'r1')).toBe('/trang-ca-nhan/don-hang');
  });

  it('opens campaign, blog, product, user, shop and banner targets by their id', () => {
    expect(href('campaign.started', 'campaign', 'c1')).toBe('/chien-dich/c1');
    expect(href('blog.new', 'blog', 'b1')).toBe('/blog/b1');
    expect(href('product_review.approved', 'product', 'p1')).toBe('/san-pham/p1');
    expect(href('follow.new', 'user', 'u1')).toBe('/tuong/u1');
    expect(href('shop.x', 'shop', 's1')).toBe('/nguoi-ban/s1');
    expect(href('promotion.x', 'banner', 'n1')).toBe('/banner/n1');
    expect(href('x', 'shop', 'a b')).toBe('/nguoi-ban/a%20b');
  });

  it("opens the sender's own copy of a social organisation's feedback the admin answered", () => {
    expect(href('social_feedback.answered', 'social_feedback', 'f1')).toBe('/danh-sach/f1');
  });

  it("opens the seller centre, the registration or the product editor after an admin's decision", () => {
    expect(href('shop_application.approved', 'seller_centre', 's1')).toBe('/ban-hang');
    expect(href('shop_application.rejected', 'shop_application', 's1')).toBe('/become-seller');
    expect(href('product_review.rejected', 'seller_product', 'p1')).toBe(
      '/ban-hang/quan-ly-san-pham/cap-nhat/p1',
    );
  });

  it('opens the community post or blook, and the chat room on its side', () => {
    expect(href('post.reply', 'post', 'p1')).toBe('/post/p1');
    expect(href('moderation.blook_removed', 'blook', 'b1')).toBe('/blook/b1');
    expect(href('seller_chat.message', 'chat_room', 'r1')).toBe('/ban-hang/tro-chuyen?id=r1');
    expect(href('chat.message', 'chat_room', 'r1')).toBe('/tro-chuyen?id=r1');
    expect(href('x', 'nothing', 'r1')).toBeNull();
  });
});

describe('push data', () => {
  it('carries the order id under both names, and the routed address', () => {
    const data = pushDataOf(
      { id: 'n1', kind: 'order.shipped', targetType: 'buyer_order', targetId: 'o1' },
      { title: 'Đơn hàng', body: 'Đang giao' },
    );
    expect(data).toEqual({
      type: 'order.shipped',
      title: 'Đơn hàng',
      body: 'Đang giao',
      url: '/trang-ca-nhan/don-hang/o1',
      tag: 'n1',
      targetType: 'buyer_order',
      orderId: 'o1',
      order_id: 'o1',
    });
  });

  it('carries a campaign, shop or banner id in its own field, and opens the list when there is no target', () => {
    const words = { title: 't', body: 'b' };
    expect(
      pushDataOf({ id: 'n', kind: 'k', targetType: 'campaign', targetId: 'c1' }, words).campaign_id,
    ).toBe('c1');
    expect(pushDataOf({ id: 'n', kind: 'k', targetType: 'banner', targetId: 'b1' }, words).banner_id).toBe(
      'b1',
    );
    expect(pushDataOf({ id: 'n', kind: 'k', targetType: null, targetId: null }, words).url).toBe(
      '/trang-ca-nhan?tab=notifications',
    );
  });

  it("opens a followed shop's live on its watch page, scheduled or started", () => {
    for (const kind of ['live.scheduled', 'live.started']) {
      expect(href(kind, 'live', 'l1')).toBe('/live/l1');
      expect(
        pushDataOf({ id: 'n', kind, targetType: 'live', targetId: 'l1' }, { title: 't', body: 'b' }).url,
      ).toBe('/live/l1');
    }
  });

  it('opens a group-buy team on its shared page (joined, filled, failed and refunded)', () => {
    for (const kind of ['group_buying.joined', 'group_buying.filled', 'group_buying.failed']) {
      expect(href(kind, 'group_buy_team', 't1')).toBe('/mua-chung/t1');
    }
  });
});

describe('affiliate notifications', () => {
  it('open the KOL area, a conversion order and an open campaign on either side', () => {
    expect(
      notificationHref({ kind: 'affiliate.kol_approved', targetType: 'affiliate', targetId: 'u1' }),
    ).toBe('/tiep-thi-lien-ket');
    expect(
      notificationHref({ kind: 'affiliate.conversion', targetType: 'affiliate_conversion', targetId: 'o1' }),
    ).toBe('/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi/o1');
    expect(
      notificationHref({
        kind: 'affiliate.campaign_invited',
        targetType: 'affiliate_campaign',
        targetId: 'c1',
      }),
    ).toBe('/tiep-thi-lien-ket/chien-dich/c1');
    expect(
      notificationHref({
        kind: 'affiliate.campaign_approved',
        targetType: 'affiliate_seller_campaign',
        targetId: 'c1',
      }),
    ).toBe('/nha-ban/chien-dich-mo/chi-tiet/c1');
  });
});
