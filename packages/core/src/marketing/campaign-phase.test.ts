import { describe, expect, it } from 'vitest';
import {
  campaignPhaseOf,
  canChangeTerms,
  canDecideNomination,
  canDeleteCampaign,
  canNominate,
  nominationPriceProblem,
} from './campaign-phase';

const at = (iso: string) => new Date(`${iso}Z`);
const w = {
  registrationStartsAt: at('2026-11-01T00:00:00'),
  registrationEndsAt: at('2026-11-08T00:00:00'),
  startsAt: at('2026-11-11T00:00:00'),
  endsAt: at('2026-11-12T00:00:00'),
};

describe('campaignPhaseOf', () => {
  it('walks through the five phases at their bounds (half-open windows)', () => {
    expect(campaignPhaseOf(w, at('2026-10-31T23:59:59'))).toBe('upcoming');
    expect(campaignPhaseOf(w, at('2026-11-01T00:00:00'))).toBe('registration');
    expect(campaignPhaseOf(w, at('2026-11-07T23:59:59'))).toBe('registration');
    expect(campaignPhaseOf(w, at('2026-11-08T00:00:00'))).toBe('closed');
    expect(campaignPhaseOf(w, at('2026-11-10T23:59:59'))).toBe('closed');
    expect(campaignPhaseOf(w, at('2026-11-11T00:00:00'))).toBe('running');
    expect(campaignPhaseOf(w, at('2026-11-11T23:59:59'))).toBe('running');
    expect(campaignPhaseOf(w, at('2026-11-12T00:00:00'))).toBe('ended');
  });

  it('goes straight from registration to running when registration closes at the start', () => {
    const tight = { ...w, registrationEndsAt: w.startsAt };
    expect(campaignPhaseOf(tight, at('2026-11-10T23:59:59'))).toBe('registration');
    expect(campaignPhaseOf(tight, at('2026-11-11T00:00:00'))).toBe('running');
  });
});

describe('what each phase allows', () => {
  it('nominations only while registration is open; decisions until the end', () => {
    expect(
      ['upcoming', 'registration', 'closed', 'running', 'ended'].map((p) => canNominate(p as never)),
    ).toEqual([false, true, false, false, false]);
    expect(
      ['upcoming', 'registration', 'closed', 'running', 'ended'].map((p) => canDecideNomination(p as never)),
    ).toEqual([true, true, true, true, false]);
  });

  it('terms change only before the sale and before any nomination; deletion only before the sale', () => {
    expect(canChangeTerms('registration', 0)).toBe(true);
    expect(canChangeTerms('registration', 1)).toBe(false);
    expect(canChangeTerms('closed', 0)).toBe(false);
    expect(canDeleteCampaign('closed')).toBe(true);
    expect(canDeleteCampaign('running')).toBe(false);
    expect(canDeleteCampaign('ended')).toBe(false);
  });
});

describe('nominationPriceProblem (minimum 10%, at most 80%, on 150 000 ₫)', () => {
  it('refuses no discount, takes exactly the minimum, refuses just below it', () => {
    expect(nominationPriceProblem(150_000, 150_000, 10)).toBe('validation.promotion.discountPositive');
    expect(nominationPriceProblem(150_000, 160_000, 10)).toBe('validation.promotion.discountPositive');
    expect(nominationPriceProblem(150_000, 135_000, 10)).toBeNull();
    expect(nominationPriceProblem(150_000, 135_001, 10)).toBe('validation.campaign.belowMinDiscount');
  });

  it('takes 80% off, refuses 81% (and one dong past 80%)', () => {
    expect(nominationPriceProblem(150_000, 30_000, 10)).toBeNull();
    expect(nominationPriceProblem(150_000, 29_999, 10)).toBe('validation.promotion.discountMax');
    expect(nominationPriceProblem(150_000, 28_500, 10)).toBe('validation.promotion.discountMax');
  });

  it('a minimum of 80% leaves exactly one price', () => {
    expect(nominationPriceProblem(100_000, 20_000, 80)).toBeNull();
    expect(nominationPriceProblem(100_000, 20_001, 80)).toBe('validation.campaign.belowMinDiscount');
  });
});
