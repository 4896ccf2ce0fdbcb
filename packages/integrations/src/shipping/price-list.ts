import type { EtaDays, QuoteRequest, QuoteResult } from './carrier';
import type { ShippingZone } from './shipping-zone';

/** One zone of a carrier's published price list. */
export interface ZoneRate {
  /** Dong for a parcel up to baseWeightGrams. */
  baseFee: number;
  baseWeightGrams: number;
  /** Dong added for every started step (PriceList.stepGrams) above the base weight. */
  stepFee: number;
  etaDays: EtaDays;
}

/** The express service in one zone: added to the standard fee, and its own delivery time. */
export interface ExpressRate {
  surcharge: number;
  etaDays: EtaDays;
}

export interface PriceList {
  stepGrams: number;
  zones: Record<ShippingZone, ZoneRate>;
  /** Zones where the carrier offers express; a zone left out has none. */
  express: Partial<Record<ShippingZone, ExpressRate>>;
  /**
   * Declared-value insurance: nothing up to freeUpTo, above it a rate (in basis points, 1/100
   * of a percent) of the value, counted up to maxDeclaredValue (what the carrier would pay out).
   */
  insurance: { freeUpTo: number; rateBasisPoints: number; maxDeclaredValue: number };
}

/**
 * A rate in basis points of an amount, to whole dong, rounding half up. Integer arithmetic,
 * so 0.5% of 1,234,567 is 6,173 on every machine. Exact while amount × basisPoints stays below
 * 2^53, far above any declared value a carrier insures.
 */
export function basisPointsOf(amount: number, basisPoints: number): number {
  return Math.floor((amount * basisPoints + 5_000) / 10_000);
}

/**
 * The fee a price list gives for a parcel in a zone: base fee, one step fee per started step
 * over the base weight, the express surcharge, and insurance on the declared value.
 */
export function priceFromList(
  list: PriceList,
  zone: ShippingZone,
  parcel: Pick<QuoteRequest, 'weightGrams' | 'goodsValue' | 'express'>,
): QuoteResult {
  assertParcel(parcel);
  const rate = list.zones[zone];
  const express = parcel.express ? list.express[zone] : undefined;
  if (parcel.express && !express) return { ok: false, reason: 'express_not_available' };
  const overweight = Math.max(0, parcel.weightGrams - rate.baseWeightGrams);
  const steps = Math.ceil(overweight / list.stepGrams);
  const { freeUpTo, rateBasisPoints, maxDeclaredValue } = list.insurance;
  const insurance =
    parcel.goodsValue > freeUpTo
      ? basisPointsOf(Math.min(parcel.goodsValue, maxDeclaredValue), rateBasisPoints)
      : 0;
  const fee = rate.baseFee + steps * rate.stepFee + (express?.surcharge ?? 0) + insurance;
  return { ok: true, fee, etaDays: express?.etaDays ?? rate.etaDays };
}

/** Weights are whole grams and values whole dong; anything else is a bug in the caller. */
export function assertParcel(parcel: Pick<QuoteRequest, 'weightGrams' | 'goodsValue'>): void {
  if (!Number.isSafeInteger(parcel.weightGrams) || parcel.weightGrams <= 0) {
    throw new RangeError(`weightGrams must be a positive whole number, got ${parcel.weightGrams}`);
  }
  if (!Number.isSafeInteger(parcel.goodsValue) || parcel.goodsValue < 0) {
    throw new RangeError(`goodsValue must be whole dong, got ${parcel.goodsValue}`);
  }
}
