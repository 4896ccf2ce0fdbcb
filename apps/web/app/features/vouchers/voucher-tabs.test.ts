import { describe, expect, it } from 'vitest';
import { parseVoucherTab, voucherListPath, voucherTabHref } from './voucher-tabs';

describe('voucher tabs', () => {
  it('reads known tabs and falls back to all', () => {
    expect(parseVoucherTab('shop')).toBe('shop');
    expect(parseVoucherTab('free-shipping')).toBe('free-shipping');
    expect(parseVoucherTab('coupon')).toBe('all');
    expect(parseVoucherTab(null)).toBe('all');
  });

  it('links each tab and asks the API for its kinds', () => {
    expect(voucherTabHref('all')).toBe('/khuyen-mai');
    expect(voucherTabHref('platform')).toBe('/khuyen-mai?loai=platform');
    expect(voucherListPath('all', 2)).toBe('/api/v1/mobile/vouchers?page=2');
    expect(voucherListPath('platform', 1)).toBe('/api/v1/mobile/vouchers?kind=platform%2Ccashback&page=1');
    expect(voucherListPath('free-shipping', 1)).toBe('/api/v1/mobile/vouchers?kind=free_shipping&page=1');
  });
});
