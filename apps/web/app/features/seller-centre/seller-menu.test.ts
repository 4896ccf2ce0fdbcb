import { describe, expect, it } from 'vitest';
import { SELLER_MENU, visibleMenu } from './seller-menu';

describe('seller centre menu', () => {
  it('keeps the product.md §2 groups in order and shows only groups with pages', () => {
    expect(SELLER_MENU.map((g) => g.id)).toEqual([
      'overview',
      'orders',
      'refunds',
      'chat',
      'products',
      'sizeCharts',
      'marketing',
      'analytics',
      'finance',
      'settings',
    ]);
    const visible = visibleMenu();
    expect(visible.every((g) => g.items.length > 0)).toBe(true);
    expect(visible.map((g) => g.id)).toEqual(SELLER_MENU.filter((g) => g.items.length > 0).map((g) => g.id));
    expect(visible.map((g) => g.id)).toEqual(expect.arrayContaining(['orders', 'refunds', 'products']));
    expect(visible.find((g) => g.id === 'chat')?.items.map((i) => i.href)).toEqual(['/ban-hang/tro-chuyen']);
    // The dashboard opens the menu; the reports and performance pages follow marketing.
    expect(visibleMenu()[0]?.items[0]?.href).toBe('/ban-hang/tong-quan');
    const analytics = visible.find((g) => g.id === 'analytics');
    expect(analytics?.items.map((i) => [i.href, i.end ?? false])).toEqual([
      ['/ban-hang/phan-tich', true],
      ['/ban-hang/phan-tich/hieu-qua', false],
    ]);
    const marketing = visible.find((g) => g.id === 'marketing');
    expect(marketing?.items.map((i) => i.href)).toEqual([
      '/ban-hang/quan-ly-banner',
      '/ban-hang/ma-giam-gia',
      '/ban-hang/chuong-trinh-cua-toi',
      '/ban-hang/chien-dich',
    ]);
    const finance = visible.find((g) => g.id === 'finance');
    expect(finance?.items.map((i) => i.href)).toEqual(['/ban-hang/doanh-thu', '/ban-hang/doanh-thu/sao-ke']);
  });
});
