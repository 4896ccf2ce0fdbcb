import { BUYER_ORDER_TABS } from '@cho-dep/core/orders/buyer-order-tabs';
import { describe, expect, it } from 'vitest';
import {
  addressLine,
  formatDateTime,
  formatDay,
  orderHref,
  orderLabel,
  ordersHref,
  parseOrderTab,
  reasonCodeOf,
} from './order-format';

describe('order screens helpers', () => {
  it('labels a confirmed delivery "completed"', () => {
    expect(orderLabel({ status: 'delivered', completed: true })).toBe('completed');
    expect(orderLabel({ status: 'delivered', completed: false })).toBe('delivered');
    expect(orderLabel({ status: 'shipping', completed: false })).toBe('shipping');
  });

  it('reads the tab from the address and links to tabs and orders', () => {
    expect(parseOrderTab('shipping', BUYER_ORDER_TABS)).toBe('shipping');
    expect(parseOrderTab('nope', BUYER_ORDER_TABS)).toBe('all');
    expect(parseOrderTab(null, BUYER_ORDER_TABS)).toBe('all');
    expect(ordersHref('all')).toBe('/trang-ca-nhan/don-hang');
    expect(ordersHref('cancelled')).toBe('/trang-ca-nhan/don-hang?tab=cancelled');
    expect(orderHref('a/b')).toBe('/trang-ca-nhan/don-hang/a%2Fb');
  });

  it('shows times in Vietnam whatever the zone, and plain days as they are', () => {
    expect(formatDateTime('2026-11-21T17:05:00Z')).toBe('00:05 22/11/2026');
    expect(formatDateTime('nonsense')).toBe('');
    expect(formatDay('2026-11-25')).toBe('25/11');
  });

  it('writes an address most specific first, skipping blanks', () => {
    expect(
      addressLine({
        specificAddress: '45 Lê Lợi',
        wardName: 'Phường Sài Gòn',
        district: null,
        provinceName: 'Thành phố Hồ Chí Minh',
      }),
    ).toBe('45 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh');
  });

  it('takes the reason code out of a history note', () => {
    expect(reasonCodeOf('change_items; refund_due')).toBe('change_items');
    expect(reasonCodeOf('other')).toBe('other');
    expect(reasonCodeOf(null)).toBeNull();
  });
});
