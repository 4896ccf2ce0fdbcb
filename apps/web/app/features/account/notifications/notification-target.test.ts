import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-target';

describe('notification targets', () => {
  it('sends a buyer to their order and a seller to the seller centre', () => {
    expect(notificationHref({ targetType: 'buyer_order', targetId: 'o1' })).toBe(
      '/trang-ca-nhan/don-hang/o1',
    );
    expect(notificationHref({ targetType: 'seller_order', targetId: 'o1' })).toBe(
      '/ban-hang/quan-ly-don-hang/o1',
    );
    expect(notificationHref({ targetType: 'refund', targetId: 'r1' })).toBeNull();
    expect(notificationHref({ targetType: 'buyer_order', targetId: null })).toBeNull();
  });

  it("sends the shop owner to the seller centre, the registration or the product editor after an admin's decision", () => {
    expect(notificationHref({ targetType: 'seller_centre', targetId: 's1' })).toBe('/ban-hang');
    expect(notificationHref({ targetType: 'blog', targetId: 'b1' })).toBe('/blog/b1');
    expect(notificationHref({ targetType: 'shop_application', targetId: 's1' })).toBe('/become-seller');
    expect(notificationHref({ targetType: 'seller_product', targetId: 'p1' })).toBe(
      '/ban-hang/quan-ly-san-pham/cap-nhat/p1',
    );
  });

  it('opens the community post a mention or a reply is about', () => {
    expect(notificationHref({ targetType: 'post', targetId: 'p1' })).toBe('/post/p1');
    expect(notificationHref({ targetType: 'blook', targetId: 'b1' })).toBe('/blook/b1');
  });
});
