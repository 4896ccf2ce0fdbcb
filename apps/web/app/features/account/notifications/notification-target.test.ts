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
});
