import { describe, expect, it } from 'vitest';
import { isExpressCheckout, redirectAfterLogin, redirectAfterLogout } from './redirect-rules';

const at = (url: string) => {
  const parsed = new URL(url, 'https://chodep.vn');
  return { pathname: parsed.pathname, search: parsed.search };
};

describe('redirectAfterLogin', () => {
  it('reloads collection list, cart, search and category pages in place', () => {
    for (const url of [
      '/danh-sach/bo-suu-tap/12?shop_id=3',
      '/gio-hang',
      '/tim-kiem?q=ao',
      '/nganh-hang/5?sort=new',
      '/danh-muc',
    ]) {
      expect(redirectAfterLogin(at(url), { expressCheckout: false })).toEqual({ kind: 'reload' });
    }
  });

  it('sends the express checkout back to /thanh-toan with x and l flags', () => {
    expect(redirectAfterLogin(at('/thanh-toan-2?x=true'), { expressCheckout: true })).toEqual({
      kind: 'go',
      href: '/thanh-toan?x=true&l=true',
    });
  });

  it('sends a non-express thanh-toan-2 to the buyer orders', () => {
    expect(redirectAfterLogin(at('/thanh-toan-2'), { expressCheckout: false })).toEqual({
      kind: 'go',
      href: '/trang-ca-nhan/don-hang',
    });
  });

  it('reloads any other page without its query string', () => {
    expect(redirectAfterLogin(at('/san-pham/9?position=Home&login=1'), { expressCheckout: false })).toEqual({
      kind: 'go',
      href: '/san-pham/9',
    });
    expect(redirectAfterLogin(at('/?login=1'), { expressCheckout: false })).toEqual({
      kind: 'go',
      href: '/',
    });
    expect(redirectAfterLogin(at('/cong-dong'), { expressCheckout: false })).toEqual({ kind: 'reload' });
  });

  it('does not take /thanh-toan (first checkout) for the express one', () => {
    expect(redirectAfterLogin(at('/thanh-toan?x=true'), { expressCheckout: true })).toEqual({
      kind: 'go',
      href: '/thanh-toan',
    });
  });
});

describe('redirectAfterLogout', () => {
  it('reloads become-seller and awards pages in place', () => {
    expect(redirectAfterLogout(at('/become-seller?step=2'))).toEqual({ kind: 'reload' });
    expect(redirectAfterLogout(at('/awards/2026'))).toEqual({ kind: 'reload' });
    expect(redirectAfterLogout(at('/binh-chon/cho-dep-awards-2026'))).toEqual({ kind: 'reload' });
  });

  it('sends every other page home', () => {
    expect(redirectAfterLogout(at('/trang-ca-nhan?tab=addresses'))).toEqual({ kind: 'go', href: '/' });
    expect(redirectAfterLogout(at('/gio-hang'))).toEqual({ kind: 'go', href: '/' });
  });
});

describe('isExpressCheckout', () => {
  it('reads the x flag', () => {
    expect(isExpressCheckout('?x=true&l=true')).toBe(true);
    expect(isExpressCheckout('?x=false')).toBe(false);
    expect(isExpressCheckout('')).toBe(false);
  });
});
