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
    const visible = visibleMenu();
    expect(visible.every((g) => g.items.length > 0)).toBe(true);
    expect(visible.map((g) => g.id)).toEqual(SELLER_MENU.filter((g) => g.items.length > 0).map((g) => g.id));
    expect(visible.map((g) => g.id)).toEqual(expect.arrayContaining(['orders', 'refunds', 'products']));
    expect(visible.map((g) => g.id)).not.toContain('chat');
    expect(visibleMenu()[0]?.items[0]?.href).toBe('/ban-hang/quan-ly-don-hang');
  });
});
