import { LIMITS } from '../constants/limits';

const A = LIMITS.affiliate;

export type FraudFlag = 'shared_device' | 'device_burst' | 'refund_pattern';

export interface FraudFacts {
  /** The buyer's device is one the KOL has signed in on (self-referral through a second account). */
  buyerDeviceIsKols: boolean;
  /** Checkouts attributed to this KOL from the buyer's device in the last day, this one excluded. */
  sameDeviceOrdersToday: number;
  /** The KOL's recent conversions that ended, and how many of them were refunded or cancelled at once. */
  recentEnded: number;
  recentInstantRefunds: number;
}

/**
 * Why a conversion waits for the admin instead of being approved by itself: the buyer's device
 * is the KOL's own, one device places many attributed orders in a day, or the KOL's recent
 * orders are mostly refunded right after payment. No flag, no review.
 */
export function fraudFlags(f: FraudFacts): FraudFlag[] {
  const flags: FraudFlag[] = [];
  if (f.buyerDeviceIsKols) flags.push('shared_device');
  if (f.sameDeviceOrdersToday >= A.deviceOrdersPerDay) flags.push('device_burst');
  if (
    f.recentEnded >= A.refundPatternMinOrders &&
    f.recentInstantRefunds * 100 >= f.recentEnded * A.refundPatternPercent
  ) {
    flags.push('refund_pattern');
  }
  return flags;
}
