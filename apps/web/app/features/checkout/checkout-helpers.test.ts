import { describe, expect, it } from 'vitest';
import { expressCheckoutHref } from '../../lib/express-checkout-href';
import { formatDay, formatDayMonth, formatDeadline } from './checkout-dates';
import { draftKey, initialChoices, toDraftBody } from './checkout-draft';
import { expressItemFromSearch, toExpressItem } from './express-item';
import { attemptFor } from './idempotency-key';
import { parsePaymentReturn, shouldPoll } from './result-polling';

const VARIANT = '0b9c6c2e-6a57-4a0b-9d55-2f1f6d1f9a11';

describe('the checkout draft', () => {
  it('sends only the source and payment method when nothing is chosen', () => {
    expect(toDraftBody(initialChoices(null))).toEqual({ source: 'cart', paymentMethod: 'CASH' });
  });

  it('sends the express item, the chosen address, delivery, wallet, vouchers and trimmed notes per shop', () => {
    const body = toDraftBody({
      ...initialChoices({ variantId: VARIANT, quantity: 2 }),
      addressId: 'a1',
      shipping: { s1: { method: 'ghn', express: true } },
      paymentMethod: 'EWALLET',
      walletProvider: 'zalopay',
      voucherIds: ['v1'],
      notes: { s1: '  giao giờ hành chính  ', s2: '   ' },
    });
    expect(body).toEqual({
      source: 'express',
      items: [{ variantId: VARIANT, quantity: 2 }],
      addressId: 'a1',
      shipping: [{ shopId: 's1', method: 'ghn', express: true }],
      paymentMethod: 'EWALLET',
      walletProvider: 'zalopay',
      voucherIds: ['v1'],
      notes: [{ shopId: 's1', note: 'giao giờ hành chính' }],
    });
  });

  it('keeps the wallet out unless the e-wallet is the method, and an empty hand choice apart from auto', () => {
    const choices = { ...initialChoices(null), walletProvider: 'zalopay' as const };
    expect(toDraftBody(choices).walletProvider).toBeUndefined();
    // [] = the buyer removed every voucher by hand; null = let the server choose.
    expect(toDraftBody({ ...choices, voucherIds: [] }).voucherIds).toEqual([]);
    expect(toDraftBody({ ...choices, voucherIds: null })).not.toHaveProperty('voucherIds');
  });

  it("sends a guest's address only when no saved address is chosen", () => {
    const address = { name: 'Lan', phone: '0912345678', city: '79', specificAddress: '12 Lê Lợi' } as never;
    expect(toDraftBody({ ...initialChoices(null), guestAddress: address }).address).toBe(address);
    const both = toDraftBody({ ...initialChoices(null), guestAddress: address, addressId: 'a1' });
    expect(both.address).toBeUndefined();
    expect(both.addressId).toBe('a1');
  });

  it('gives the same key to the same body', () => {
    const a = toDraftBody(initialChoices(null));
    expect(draftKey(a)).toBe(draftKey({ ...a }));
    expect(draftKey(a)).not.toBe(draftKey({ ...a, paymentMethod: 'ATM' }));
  });
});

describe('the express item', () => {
  it('reads ?variant=&qty= and defaults the quantity to 1', () => {
    expect(expressItemFromSearch(`?variant=${VARIANT}&qty=3`)).toEqual({ variantId: VARIANT, quantity: 3 });
    expect(expressItemFromSearch(`?variant=${VARIANT.toUpperCase()}`)).toEqual({
      variantId: VARIANT,
      quantity: 1,
    });
  });

  it('refuses a bad id or quantity', () => {
    expect(expressItemFromSearch('?variant=abc&qty=1')).toBeNull();
    expect(expressItemFromSearch('')).toBeNull();
    expect(toExpressItem(VARIANT, '0')).toBeNull();
    expect(toExpressItem(VARIANT, '1.5')).toBeNull();
    expect(toExpressItem(VARIANT, 1000)).toBeNull();
    expect(toExpressItem(VARIANT, 999)).toEqual({ variantId: VARIANT, quantity: 999 });
  });

  it('builds the /thanh-toan-2 address back', () => {
    const href = expressCheckoutHref({ variantId: VARIANT, quantity: 2 });
    expect(href).toBe(`/thanh-toan-2?variant=${VARIANT}&qty=2`);
    expect(expressItemFromSearch(href.slice(href.indexOf('?')))).toEqual({ variantId: VARIANT, quantity: 2 });
  });

  it('carries a group-buy seat and the live it was bought from, into the draft too', () => {
    const ITEM = '22222222-2222-4222-8222-222222222222';
    const TEAM = '33333333-3333-4333-8333-333333333333';
    const LIVE = '44444444-4444-4444-8444-444444444444';
    const item = { variantId: VARIANT, quantity: 1, groupBuy: { itemId: ITEM, teamId: TEAM }, liveId: LIVE };
    const href = expressCheckoutHref(item);
    const back = expressItemFromSearch(href.slice(href.indexOf('?')));
    expect(back).toEqual(item);
    const body = toDraftBody(initialChoices(back));
    expect(body.groupBuy).toEqual({ itemId: ITEM, teamId: TEAM });
    expect(body.liveId).toBe(LIVE);
    // Opening a team has no team yet; an odd live id is dropped, never the purchase.
    expect(expressItemFromSearch(`?variant=${VARIANT}&gb=${ITEM}&live=nope`)).toEqual({
      variantId: VARIANT,
      quantity: 1,
      groupBuy: { itemId: ITEM, teamId: null },
    });
  });
});

describe('the idempotency key of a submit', () => {
  let n = 0;
  const makeKey = () => `key-${++n}`;

  it('is reused for the same body and renewed for another', () => {
    const first = attemptFor(null, '{"a":1}', makeKey);
    expect(attemptFor(first, '{"a":1}', makeKey)).toBe(first);
    const second = attemptFor(first, '{"a":2}', makeKey);
    expect(second.key).not.toBe(first.key);
    expect(second.body).toBe('{"a":2}');
  });

  it('makes a UUID by default', () => {
    expect(attemptFor(null, 'x').key).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('checkout dates', () => {
  it('shows the deadline in Vietnam time, 24-hour', () => {
    // 17:30 UTC is 00:30 the next day in Vietnam (GMT+7).
    expect(formatDeadline('2026-11-21T17:30:00.000Z')).toBe('00:30 22/11/2026');
    expect(formatDeadline('2026-11-21T07:05:00Z')).toBe('14:05 21/11/2026');
    expect(formatDeadline('not a date')).toBe('');
  });

  it('reads delivery days as calendar dates, with or without a time', () => {
    expect(formatDayMonth('2026-11-25')).toBe('25/11');
    expect(formatDayMonth('2026-12-01T00:00:00+07:00')).toBe('01/12');
    expect(formatDayMonth('soon')).toBe('soon');
  });

  it("shows a voucher's last day in Vietnam's zone", () => {
    expect(formatDay('2026-11-30T16:59:59Z')).toBe('30/11/2026');
    expect(formatDay('2026-11-30T17:00:00Z')).toBe('01/12/2026');
  });
});

describe('waiting for the payment on the result page', () => {
  const awaiting = { state: 'awaiting_payment', paymentMethod: 'VNPAYQR' } as const;

  it('reads ?payment=', () => {
    expect(parsePaymentReturn('cancelled')).toBe('cancelled');
    expect(parsePaymentReturn('failed')).toBe('failed');
    expect(parsePaymentReturn('success')).toBe('success');
    expect(parsePaymentReturn('weird')).toBeNull();
    expect(parsePaymentReturn(null)).toBeNull();
  });

  it('asks again only for an online payment still awaited, a limited number of times', () => {
    expect(shouldPoll(awaiting, 'success', 0, 3)).toBe(true);
    expect(shouldPoll(awaiting, null, 2, 3)).toBe(true);
    expect(shouldPoll(awaiting, null, 3, 3)).toBe(false);
    expect(shouldPoll(awaiting, 'cancelled', 0, 3)).toBe(false);
    expect(shouldPoll(awaiting, 'failed', 0, 3)).toBe(false);
    expect(shouldPoll({ ...awaiting, state: 'paid' }, 'success', 0, 3)).toBe(false);
    expect(shouldPoll({ state: 'cod', paymentMethod: 'CASH' }, null, 0, 3)).toBe(false);
  });
});
