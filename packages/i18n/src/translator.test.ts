import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

const catalogs: Record<string, Record<string, unknown>> = {
  vi: {
    cart: { lineCount_other: '{{count}} sản phẩm', onlyVi: 'chỉ tiếng Việt' },
    slots: { top: 'áo' },
    blook: { missing: 'Ô $t(slots.{{slot}}) chưa có sản phẩm' },
  },
  en: {
    cart: {
      lineCount_one: '{{count}} item',
      lineCount_other: '{{count}} items',
      total: '{{ count, number }} sold',
    },
    slots: { top: 'top' },
    blook: { missing: 'The $t(slots.{{slot}}) slot has no product yet' },
  },
};
// biome-ignore lint/suspicious/noExplicitAny: the fixture stands for a typed catalog
const texts = (language: string) => catalogs[language] as any;

describe('createTranslator', () => {
  it('picks the plural form the language has for a numeric count', () => {
    const en = createTranslator('en', texts);
    expect(en('cart.lineCount', { count: 1 })).toBe('1 item');
    expect(en('cart.lineCount', { count: 0 })).toBe('0 items');
    expect(createTranslator('vi', texts)('cart.lineCount', { count: 1 })).toBe('1 sản phẩm');
  });

  it('fills params as written, formats numbers when asked, and leaves a missing param visible', () => {
    const en = createTranslator('en', texts);
    expect(en('cart.total', { count: 12345 })).toBe('12,345 sold');
    expect(
      createTranslator('vi', () => ({ a: { b: '{{count, number}} / {{who}}' } }))('a.b', { count: 1234 }),
    ).toBe('1.234 / {{who}}');
    expect(en('cart.lineCount', { count: '1.234+' })).toBe('1.234+ items');
  });

  it('replaces a nested text after filling the params', () => {
    expect(createTranslator('en', texts)('blook.missing', { slot: 'top' })).toBe(
      'The top slot has no product yet',
    );
    expect(createTranslator('vi', texts)('blook.missing', { slot: 'top' })).toBe('Ô áo chưa có sản phẩm');
  });

  it('falls back to Vietnamese, then to the default value, then to the key', () => {
    const en = createTranslator('en', texts);
    expect(en('cart.onlyVi')).toBe('chỉ tiếng Việt');
    expect(en('cart.nothing', { defaultValue: 'XL' })).toBe('XL');
    expect(en('cart.nothing')).toBe('cart.nothing');
    expect(en('cart')).toBe('cart');
    expect(en('cart.lineCount.deeper')).toBe('cart.lineCount.deeper');
    expect(createTranslator('en', texts, false)('cart.onlyVi')).toBe('cart.onlyVi');
  });

  it('finds texts registered after it was made', () => {
    const later: Record<string, unknown> = {};
    // biome-ignore lint/suspicious/noExplicitAny: a catalog filled in later
    const t = createTranslator('en', () => later as any, false);
    expect(t('chat.title')).toBe('chat.title');
    later.chat = { title: 'Chat' };
    expect(t('chat.title')).toBe('Chat');
  });

  it('reads a catalog replaced by a new one afresh, as a part arriving in the browser does', () => {
    let current: Record<string, unknown> = { cart: { title: 'Cart' } };
    // biome-ignore lint/suspicious/noExplicitAny: catalogs swapped as parts arrive
    const t = createTranslator('en', () => current as any, false);
    expect(t('cart.title')).toBe('Cart');
    expect(t('cart.title')).toBe('Cart');
    current = { ...current, cart: { title: 'Basket' }, chat: { title: 'Chat' } };
    expect(t('cart.title')).toBe('Basket');
    expect(t('chat.title')).toBe('Chat');
  });
});
