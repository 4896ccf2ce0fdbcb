import { describe, expect, it } from 'vitest';
import type { CheckoutProblem, CheckoutQuote, ShippingOption, VoucherOption } from './checkout-api';
import { groupPaymentMethods, paymentGroupOf } from './payment-groups';
import { canPlaceOrder, placeProblems } from './problem-placement';
import { isQuoteCurrent, quoteOnScreen } from './quote-on-screen';
import { expressAvailable, pickExpress, pickMethod, shippingRows } from './shipping-choices';
import { chosenCodes, chosenVoucherIds, toggleVoucher, voucherGroups, voucherSlot } from './voucher-choice';

function voucher(over: Partial<VoucherOption> & Pick<VoucherOption, 'id'>): VoucherOption {
  return {
    code: over.id.toUpperCase(),
    name: over.id,
    kind: 'platform',
    shopId: null,
    discountType: 'price',
    value: 10_000,
    maxDiscount: null,
    minOrderValue: 0,
    endsAt: '2026-12-31T16:59:59Z',
    applicable: true,
    reason: null,
    amount: 10_000,
    selected: false,
    ...over,
  };
}

describe('voucher choice', () => {
  const platform = voucher({ id: 'p1', amount: 20_000, selected: true });
  const cashback = voucher({ id: 'c1', kind: 'cashback', amount: 30_000 });
  const ship = voucher({ id: 'f1', kind: 'free_shipping', amount: 15_000, selected: true });
  const shopA = voucher({ id: 'a1', kind: 'shop', shopId: 'A', amount: 5_000 });
  const shopA2 = voucher({ id: 'a2', kind: 'shop', shopId: 'A', amount: 8_000, selected: true });
  const shopB = voucher({ id: 'b1', kind: 'shop', shopId: 'B' });
  const all = [platform, cashback, ship, shopA, shopA2, shopB];

  it('puts a cashback in the platform slot and every shop in its own', () => {
    expect(voucherSlot(cashback)).toBe('platform');
    expect(voucherSlot(ship)).toBe('free_shipping');
    expect(voucherSlot(shopA)).toBe('shop:A');
    expect(voucherSlot(shopB)).toBe('shop:B');
  });

  it("starts from the server's selection, or the buyer's own", () => {
    expect(chosenVoucherIds(all, null)).toEqual(['p1', 'f1', 'a2']);
    expect(chosenVoucherIds(all, [])).toEqual([]);
    expect(chosenVoucherIds(all, ['b1'])).toEqual(['b1']);
  });

  it('replaces the voucher of the same slot, keeps the others, and drops a picked one', () => {
    const chosen = chosenVoucherIds(all, null);
    expect(toggleVoucher(chosen, cashback, all)).toEqual(['f1', 'a2', 'c1']);
    expect(toggleVoucher(chosen, shopA, all)).toEqual(['p1', 'f1', 'a1']);
    expect(toggleVoucher(chosen, shopB, all)).toEqual(['p1', 'f1', 'a2', 'b1']);
    expect(toggleVoucher(chosen, ship, all)).toEqual(['p1', 'a2']);
  });

  it('lists the platform sheet by slot, usable first and biggest first; a shop sheet its own', () => {
    const refused = voucher({ id: 'p2', applicable: false, reason: 'min_order_value', amount: 0 });
    const groups = voucherGroups([...all, refused], null);
    expect(groups.map((g) => g.label)).toEqual(['platform', 'free_shipping']);
    expect(groups[0]?.options.map((o) => o.id)).toEqual(['c1', 'p1', 'p2']);
    expect(voucherGroups(all, 'A').map((g) => g.options.map((o) => o.id))).toEqual([['a2', 'a1']]);
    expect(voucherGroups(all, 'Z')).toEqual([]);
  });

  it('names the codes in use in some slots', () => {
    const chosen = ['p1', 'f1', 'a2'];
    expect(chosenCodes(all, chosen, ['platform', 'free_shipping'])).toEqual(['P1', 'F1']);
    expect(chosenCodes(all, chosen, ['shop:A'])).toEqual(['A2']);
    expect(chosenCodes(all, chosen, ['shop:B'])).toEqual([]);
  });
});

describe('payment method groups', () => {
  it('groups the eight methods in a fixed order', () => {
    const groups = groupPaymentMethods([]);
    expect(groups.map((g) => g.group)).toEqual(['cod', 'ewallet', 'qr', 'atm', 'card']);
    expect(groups.flatMap((g) => g.methods.map((m) => m.method))).toEqual([
      'CASH',
      'EWALLET',
      'VNPAYQR',
      'ATM',
      'VISA',
      'MASTERCARD',
      'JCB',
      'AMEX',
    ]);
    expect(paymentGroupOf('JCB')).toBe('card');
  });

  it('takes availability from the quote; a method it does not mention is disabled', () => {
    const groups = groupPaymentMethods([
      { method: 'CASH', available: true },
      { method: 'VISA', available: true },
      { method: 'AMEX', available: false },
    ]);
    const byGroup = Object.fromEntries(groups.map((g) => [g.group, g]));
    expect(byGroup.cod?.available).toBe(true);
    expect(byGroup.ewallet?.available).toBe(false);
    expect(byGroup.card?.available).toBe(true);
    expect(byGroup.card?.methods.map((m) => m.available)).toEqual([true, false, false, false]);
  });
});

describe('where problems show', () => {
  const p = (code: string, shopId: string | null = null): CheckoutProblem => ({ code, shopId });

  it('puts each problem next to what fixes it', () => {
    const placed = placeProblems(
      [
        p('NO_DELIVERY_ADDRESS'),
        p('PAYMENT_METHOD_NOT_SYNCHRONIZED'),
        p('PAYMENT_METHOD_NOT_APPLIED_BY_SHOP', 'A'),
        p('MISSING_PICKUP_ADDRESS', 'B'),
        p('PROMOTION_LIMIT_EXCEEDED', 'A'),
        p('EXPRESS_SHIPPING_VOUCHER', 'A'),
        p('VOUCHER_NOT_APPLICABLE'),
        p('NO_ITEMS_SELECTED'),
        p('SHIPPING_METHOD_UNAVAILABLE', 'gone'),
      ],
      ['A', 'B'],
    );
    expect(placed.address.map((x) => x.code)).toEqual(['NO_DELIVERY_ADDRESS']);
    expect(placed.payment.map((x) => x.code)).toEqual([
      'PAYMENT_METHOD_NOT_SYNCHRONIZED',
      'PAYMENT_METHOD_NOT_APPLIED_BY_SHOP',
    ]);
    expect(placed.shops.A?.map((x) => x.code)).toEqual([
      'PAYMENT_METHOD_NOT_APPLIED_BY_SHOP',
      'PROMOTION_LIMIT_EXCEEDED',
      'EXPRESS_SHIPPING_VOUCHER',
    ]);
    expect(placed.shops.B?.map((x) => x.code)).toEqual(['MISSING_PICKUP_ADDRESS']);
    expect(placed.vouchers.map((x) => x.code)).toEqual(['VOUCHER_NOT_APPLICABLE']);
    // A shop the page does not show falls back to the page.
    expect(placed.page.map((x) => x.code)).toEqual(['NO_ITEMS_SELECTED', 'SHIPPING_METHOD_UNAVAILABLE']);
  });

  it('lets the order through only without problems', () => {
    expect(canPlaceOrder([])).toBe(true);
    expect(canPlaceOrder([p('NO_DELIVERY_ADDRESS')])).toBe(false);
  });
});

describe('shipping choices', () => {
  const option = (over: Partial<ShippingOption> & Pick<ShippingOption, 'method'>): ShippingOption => ({
    express: false,
    available: true,
    reason: null,
    fee: 30_000,
    etaDays: { min: 2, max: 4 },
    ...over,
  });
  const options = [
    option({ method: 'ghn', fee: 32_000 }),
    option({ method: 'ghn', express: true, fee: 60_000 }),
    option({ method: 'ghtk', fee: 25_000 }),
    option({ method: 'ghtk', express: true, fee: 55_000 }),
    option({ method: 'self', available: false, reason: 'not_offered', fee: null }),
  ];

  it('makes one row per carrier with its standard and express options', () => {
    const rows = shippingRows(options);
    expect(rows.map((r) => r.method)).toEqual(['ghn', 'ghtk', 'self']);
    expect(rows[0]?.express?.fee).toBe(60_000);
    expect(rows[2]?.express).toBeNull();
  });

  it('keeps the carrier when switching express, else takes the cheapest that fits', () => {
    const shop = {
      shippingOptions: options,
      shipping: { method: 'ghn' as const, express: false, fee: 32_000 },
    };
    expect(expressAvailable(shop)).toBe(true);
    expect(pickExpress(shop, true)).toEqual({ method: 'ghn', express: true });
    const onSelf = { ...shop, shipping: { method: 'self' as const, express: false, fee: 0 } };
    expect(pickExpress(onSelf, true)).toEqual({ method: 'ghtk', express: true });
    expect(pickExpress(onSelf, false)).toEqual({ method: 'ghtk', express: false });
    const noExpress = { shippingOptions: options.filter((o) => !o.express), shipping: null };
    expect(expressAvailable(noExpress)).toBe(false);
    expect(pickExpress(noExpress, true)).toBeNull();
  });

  it('keeps express on a new carrier only when that carrier offers it', () => {
    const shop = {
      shippingOptions: [...options, option({ method: 'self', fee: 10_000 })],
      shipping: { method: 'ghn' as const, express: true, fee: 60_000 },
    };
    expect(pickMethod(shop, 'ghtk')).toEqual({ method: 'ghtk', express: true });
    expect(pickMethod(shop, 'self')).toEqual({ method: 'self', express: false });
  });
});

describe('the quote while the buyer changes things', () => {
  const quote = { totals: { totalPayment: 100 } } as CheckoutQuote;
  const other = { totals: { totalPayment: 90 } } as CheckoutQuote;
  const answered = (data: CheckoutQuote | undefined, isPlaceholderData = false) => ({
    data,
    isPlaceholderData,
  });

  it("shows the asked choices' answer, never the previous choices' answer as theirs", () => {
    const first = quoteOnScreen(null, { key: 'a' }, answered(quote));
    expect(first).toEqual({ quote, key: 'a' });
    // While 'b' loads the cache still holds 'a': it stays on screen as the answer for 'a'.
    const loading = quoteOnScreen(first, { key: 'b' }, answered(quote, true));
    expect(loading).toBe(first);
    expect(isQuoteCurrent(loading, true, 'b')).toBe(false);
    const next = quoteOnScreen(loading, { key: 'b' }, answered(other));
    expect(next).toEqual({ quote: other, key: 'b' });
    expect(isQuoteCurrent(next, false, 'b')).toBe(true);
    expect(isQuoteCurrent(next, false, 'a')).toBe(false);
  });

  it('keeps the last good quote through a failure, but not as current for new choices', () => {
    const first = quoteOnScreen(null, { key: 'a' }, answered(quote));
    const failed = quoteOnScreen(first, { key: 'b' }, answered(undefined));
    expect(failed?.quote).toBe(quote);
    expect(isQuoteCurrent(failed, false, 'b')).toBe(false);
  });

  it('is not current while a request for the same choices is on its way', () => {
    const shown = quoteOnScreen(null, { key: 'a' }, answered(quote));
    expect(isQuoteCurrent(shown, true, 'a')).toBe(false);
    expect(quoteOnScreen(shown, { key: 'a' }, answered(quote))).toBe(shown);
    expect(isQuoteCurrent(shown, false, 'a')).toBe(true);
  });
});
