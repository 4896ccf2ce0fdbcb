import { LIMITS } from '../constants/limits';

/**
 * A platform campaign (decision 027): a sale event such as "11.11 Siêu sale
 * thời trang". Sellers nominate products during the registration window; approved products sell
 * at their campaign price during the sale window. Windows are half-open like promotion programs.
 *
 * upcoming -> registration -> closed (registration over, sale not begun) -> running -> ended.
 */
export type CampaignPhase = 'upcoming' | 'registration' | 'closed' | 'running' | 'ended';
export const CAMPAIGN_PHASES: readonly CampaignPhase[] = [
  'upcoming',
  'registration',
  'closed',
  'running',
  'ended',
];

export interface CampaignWindow {
  registrationStartsAt: Date;
  registrationEndsAt: Date;
  startsAt: Date;
  endsAt: Date;
}

export function campaignPhaseOf(w: CampaignWindow, now: Date): CampaignPhase {
  if (now >= w.endsAt) return 'ended';
  if (now >= w.startsAt) return 'running';
  if (now >= w.registrationEndsAt) return 'closed';
  if (now >= w.registrationStartsAt) return 'registration';
  return 'upcoming';
}

/** Sellers nominate (and withdraw pending nominations) only while registration is open. */
export function canNominate(phase: CampaignPhase): boolean {
  return phase === 'registration';
}

/** An admin decides a nomination until the sale ends; an approval during the sale applies at once. */
export function canDecideNomination(phase: CampaignPhase): boolean {
  return phase !== 'ended';
}

/** The sale window and the price rule are fixed once a seller has nominated, and never change after the start. */
export function canChangeTerms(phase: CampaignPhase, nominationCount: number): boolean {
  return nominationCount === 0 && (phase === 'upcoming' || phase === 'registration');
}

/** A campaign is deleted only before its sale begins (nothing has sold at its prices). */
export function canDeleteCampaign(phase: CampaignPhase): boolean {
  return phase !== 'running' && phase !== 'ended';
}

/**
 * What is wrong with a campaign price, as a message key, or null: it must be below the
 * current price by at least the campaign's minimum discount and by at most 80% (product.md
 * section 9). Integer arithmetic, no rounding: 10% of 150 000 is exactly 135 000.
 */
export function nominationPriceProblem(
  originalPrice: number,
  campaignPrice: number,
  minDiscountPercent: number,
): string | null {
  const discount = originalPrice - campaignPrice;
  if (discount <= 0) return 'validation.promotion.discountPositive';
  if (discount * 100 < originalPrice * minDiscountPercent) return 'validation.campaign.belowMinDiscount';
  if (discount * 100 > originalPrice * LIMITS.promotion.discountPercentMax)
    return 'validation.promotion.discountMax';
  return null;
}
