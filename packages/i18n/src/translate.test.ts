import { describe, expect, it } from 'vitest';
import { hasKey, translate } from './translate';

describe('translate (server texts)', () => {
  it('fills the params and picks the plural form of each language by count', () => {
    expect(translate('en', 'cart.lineCount', { count: 1 })).toBe('1 item');
    expect(translate('en', 'cart.lineCount', { count: 3 })).toBe('3 items');
    expect(translate('vi', 'cart.lineCount', { count: 1 })).toBe('1 sản phẩm');
    expect(translate('ko', 'cart.lineCount', { count: 3 })).toBe('상품 3개');
    expect(translate('en', 'orders.mail.intro', { count: 1, total: '100.000 ₫' })).toBe(
      'We received 1 order from you. Total to pay: 100.000 ₫.',
    );
  });

  it('writes numbers in the language’s grouping where the text asks for it', () => {
    expect(translate('vi', 'storefront.category.productCount', { count: 1234 })).toBe('1.234 sản phẩm');
    expect(translate('en', 'storefront.category.productCount', { count: 1234 })).toBe('1,234 products');
  });

  it('leaves text as written: no HTML escaping, an unknown param stays visible', () => {
    expect(translate('en', 'shell.accountMenu.open', { name: 'Lê <Văn> & Co' })).toBe(
      'Account of Lê <Văn> & Co',
    );
    expect(translate('en', 'shell.accountMenu.open')).toBe('Account of {{name}}');
  });

  it('falls back to the key for a missing text or a group of texts', () => {
    expect(translate('ko', 'errors.NO_SUCH_CODE')).toBe('errors.NO_SUCH_CODE');
    expect(translate('en', 'errors')).toBe('errors');
  });

  it('knows a key written in plural forms', () => {
    expect(hasKey('en', 'cart.lineCount')).toBe(true);
    expect(hasKey('vi', 'cart.lineCount')).toBe(true);
    expect(hasKey('en', 'cart.noSuchText')).toBe(false);
  });
});
