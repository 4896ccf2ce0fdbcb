import { describe, expect, it } from 'vitest';
import { LIVE_LIMITS } from './live-limits';
import { liveChatInputSchema, liveInputSchema, livePinInputSchema } from './live-schemas';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const base = { title: 'Sale cuối tuần', scheduledAt: '2026-11-28T12:00:00Z' };

describe('a live as the seller sends it', () => {
  it('takes a title, a time and what to feature, with defaults', () => {
    const parsed = liveInputSchema.parse(base);
    expect(parsed).toMatchObject({ title: 'Sale cuối tuần', coverKey: null, productIds: [], voucherIds: [] });
    expect(parsed.scheduledAt).toBeInstanceOf(Date);
  });

  it('refuses an empty or long title, too many or repeated products and vouchers', () => {
    expect(liveInputSchema.safeParse({ ...base, title: '  ' }).success).toBe(false);
    expect(liveInputSchema.safeParse({ ...base, title: 'x'.repeat(LIVE_LIMITS.titleMax + 1) }).success).toBe(
      false,
    );
    const many = Array.from({ length: LIVE_LIMITS.featuredProductsMax + 1 }, (_, i) => id(i));
    expect(liveInputSchema.safeParse({ ...base, productIds: many }).success).toBe(false);
    expect(liveInputSchema.safeParse({ ...base, productIds: [id(1), id(1)] }).success).toBe(false);
    const vouchers = Array.from({ length: LIVE_LIMITS.featuredVouchersMax + 1 }, (_, i) => id(i));
    expect(liveInputSchema.safeParse({ ...base, voucherIds: vouchers }).success).toBe(false);
  });
});

describe('a pin', () => {
  it('is a product, with or without a live price for some minutes, or a voucher', () => {
    expect(livePinInputSchema.parse({ kind: 'product', productId: id(1) })).toMatchObject({
      livePrice: null,
      livePriceMinutes: null,
    });
    expect(
      livePinInputSchema.safeParse({
        kind: 'product',
        productId: id(1),
        livePrice: 99_000,
        livePriceMinutes: 15,
      }).success,
    ).toBe(true);
    expect(livePinInputSchema.safeParse({ kind: 'voucher', voucherId: id(2) }).success).toBe(true);
  });

  it('refuses a live price that lasts too long or is not a positive amount', () => {
    const pin = { kind: 'product', productId: id(1), livePrice: 99_000 };
    expect(
      livePinInputSchema.safeParse({ ...pin, livePriceMinutes: LIVE_LIMITS.livePriceMaxMinutes + 1 }).success,
    ).toBe(false);
    expect(livePinInputSchema.safeParse({ ...pin, livePrice: 0, livePriceMinutes: 5 }).success).toBe(false);
  });
});

describe('a chat message', () => {
  it('is trimmed text of 1 to 200 characters', () => {
    expect(liveChatInputSchema.parse({ text: '  xin chào  ' }).text).toBe('xin chào');
    expect(liveChatInputSchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(liveChatInputSchema.safeParse({ text: 'a'.repeat(201) }).success).toBe(false);
  });
});
