import { describe, expect, it } from 'vitest';
import { SELLER_MENU, visibleMenu } from './seller-menu';

describe('seller centre menu', () => {
  it('keeps the SPEC.md section 2 groups in order and shows only groups with pages', () => {
    expect(SELLER_MENU.map((g) => g.id)).toEqual([
      'overview',
      'orders',
      'refunds',
      'chat',
      'products',
      'sizeCharts',
      'marketing',
      'analytics',
      'settings',
    ]);
    expect(visibleMenu().map((g) => g.id)).toEqual(['orders', 'refunds']);
    expect(visibleMenu()[0]?.items[0]?.href).toBe('/ban-hang/quan-ly-don-hang');
  });
});
