import { describe, expect, it } from 'vitest';
import { isMenuItemActive, SELLER_MENU, visibleMenu } from './seller-menu';

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
      '/ban-hang/chuong-trinh-cua-toi?type=group',
      '/ban-hang/chien-dich',
      '/ban-hang/live',
    ]);
    const finance = visible.find((g) => g.id === 'finance');
    expect(finance?.items.map((i) => i.href)).toEqual(['/ban-hang/doanh-thu', '/ban-hang/doanh-thu/sao-ke']);
  });
});

describe('active menu item', () => {
  const programs = { label: 'p', href: '/ban-hang/chuong-trinh-cua-toi' };
  const group = { label: 'g', href: '/ban-hang/chuong-trinh-cua-toi?type=group' };
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('tells the promotion programs from the group-buy programs by ?type=', () => {
    expect(isMenuItemActive(programs, at('/ban-hang/chuong-trinh-cua-toi'))).toBe(true);
    expect(isMenuItemActive(group, at('/ban-hang/chuong-trinh-cua-toi'))).toBe(false);
    expect(isMenuItemActive(programs, at('/ban-hang/chuong-trinh-cua-toi', '?type=variant&tab=ended'))).toBe(
      true,
    );
    expect(isMenuItemActive(programs, at('/ban-hang/chuong-trinh-cua-toi', '?type=group'))).toBe(false);
    expect(isMenuItemActive(group, at('/ban-hang/chuong-trinh-cua-toi', '?tab=ended&type=group'))).toBe(true);
    expect(isMenuItemActive(group, at('/ban-hang/chuong-trinh-cua-toi/chi-tiet/x', '?type=group'))).toBe(
      true,
    );
  });

  it('honours `end` and the path prefix', () => {
    const all = { label: 'a', href: '/ban-hang/quan-ly-san-pham', end: true };
    expect(isMenuItemActive(all, at('/ban-hang/quan-ly-san-pham'))).toBe(true);
    expect(isMenuItemActive(all, at('/ban-hang/quan-ly-san-pham/tao'))).toBe(false);
    expect(isMenuItemActive(programs, at('/ban-hang/chuong-trinh-cua-toi-khac'))).toBe(false);
  });
});
