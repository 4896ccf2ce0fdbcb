import { describe, expect, it } from 'vitest';
import { contactMatches, orderLookupSchema } from './order-lookup';

const order = { phone: '0912345678', country: 'VN' as const, email: 'Lan.Nguyen@example.vn' };

describe('order lookup', () => {
  it('reads the code as printed, whatever the spacing and case', () => {
    expect(orderLookupSchema.parse({ code: ' cd261121 a7k3xy ', contact: 'x' }).code).toBe('CD261121A7K3XY');
    expect(orderLookupSchema.safeParse({ code: '', contact: 'x' }).success).toBe(false);
    expect(orderLookupSchema.safeParse({ code: 'CD1', contact: ' ' }).success).toBe(false);
  });

  it('matches the phone however it is written', () => {
    for (const typed of ['0912345678', '0912 345 678', '+84912345678', '84912345678']) {
      expect(contactMatches(typed, order)).toBe(true);
    }
    expect(contactMatches('0912345679', order)).toBe(false);
    expect(contactMatches('12345', order)).toBe(false);
  });

  it('matches the e-mail ignoring case, and never an order without one', () => {
    expect(contactMatches(' lan.nguyen@EXAMPLE.vn ', order)).toBe(true);
    expect(contactMatches('lan@example.vn', order)).toBe(false);
    expect(contactMatches('lan.nguyen@example.vn', { ...order, email: null })).toBe(false);
  });
});
