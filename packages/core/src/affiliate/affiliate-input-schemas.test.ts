import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/field-errors';
import {
  campaignInputSchema,
  makeKolApplicationSchema,
  shopRatesInputSchema,
} from './affiliate-input-schemas';

const application = {
  channels: [{ platform: 'tiktok', url: 'https://www.tiktok.com/@linh.style', followers: 12_000 }],
  niches: ['fashion'],
  bankName: 'Vietcombank',
  bankAccount: '0123456789',
  accountHolder: 'NGUYEN THI LINH',
  taxCode: '0100109106',
  acceptTerms: true,
};

const messages = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : toFieldErrors(result.error as never).map((e) => `${e.path}:${e.message}`);

describe('KOL application', () => {
  const schema = makeKolApplicationSchema(2026);
  it('accepts a complete application', () => {
    expect(schema.safeParse(application).success).toBe(true);
  });
  it('names each broken field', () => {
    const result = schema.safeParse({
      ...application,
      channels: [{ platform: 'tiktok', url: 'javascript:alert(1)', followers: -1 }],
      niches: [],
      taxCode: '0100109107',
      acceptTerms: false,
    });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        'channels.0.url:validation.affiliate.channelUrl',
        'channels.0.followers:validation.tooSmall',
        'niches:validation.pickOne',
        'acceptTerms:validation.affiliate.acceptTerms',
      ]),
    );
    expect(schema.safeParse({ ...application, taxCode: '0100109107' }).success).toBe(false);
  });
  it('takes at most five channels', () => {
    const channels = Array.from({ length: 6 }, () => application.channels[0]);
    expect(messages(schema.safeParse({ ...application, channels }))).toEqual(['channels:validation.tooBig']);
  });
});

describe('rates and campaigns', () => {
  it('keeps rates within 0-50 % in steps of 0.01', () => {
    expect(shopRatesInputSchema.safeParse({ shopRatePercent: 50 }).success).toBe(true);
    expect(shopRatesInputSchema.safeParse({ shopRatePercent: 50.5 }).success).toBe(false);
    expect(shopRatesInputSchema.safeParse({ shopRatePercent: 2.55 }).success).toBe(true);
    expect(messages(shopRatesInputSchema.safeParse({ shopRatePercent: 2.555 }))).toEqual([
      'shopRatePercent:validation.affiliate.rateStep',
    ]);
  });
  it('refuses a campaign that ends before it starts, runs too long or invites nobody', () => {
    const base = {
      name: 'Tết',
      ratePercent: 15,
      productIds: ['6a1f4a38-1f1a-4a3f-9c41-4d1c1a2b3c4d'],
      startsAt: '2026-12-01T00:00:00Z',
      endsAt: '2026-12-10T00:00:00Z',
      audience: 'all',
    };
    expect(campaignInputSchema.safeParse(base).success).toBe(true);
    expect(messages(campaignInputSchema.safeParse({ ...base, endsAt: '2026-11-01T00:00:00Z' }))).toEqual([
      'endsAt:validation.voucher.endAfterStart',
    ]);
    expect(messages(campaignInputSchema.safeParse({ ...base, endsAt: '2027-06-01T00:00:00Z' }))).toEqual([
      'endsAt:validation.affiliate.campaignTooLong',
    ]);
    expect(messages(campaignInputSchema.safeParse({ ...base, audience: 'invited' }))).toEqual([
      'invitees:validation.pickOne',
    ]);
    expect(messages(campaignInputSchema.safeParse({ ...base, ratePercent: 0 }))).toEqual([
      'ratePercent:validation.affiliate.campaignRate',
    ]);
  });
});
