import { productRateHistory, rateInForce } from '@cho-dep/core/affiliate/commission';
import type { Tx } from '@cho-dep/db/client';
import { campaignRateFor } from '../campaigns/kol-campaigns';
import { rateHistories } from '../campaigns/shop-rates';

export interface LineRate {
  /** The standard rate in force for this KOL (a recent cut not yet applied to them). */
  standard: number;
  /** An open campaign the KOL joined that pays more on this product, if any. */
  campaign: { id: string; bp: number } | null;
}

/**
 * The rates that apply to a KOL's order lines, frozen at checkout: each product's own rate or
 * its shop's, read from their histories so a KOL promoting since before a cut keeps the old
 * rate (core rateInForce), and the best running campaign the KOL joined that covers it.
 */
export async function ratesForLines(
  tx: Tx,
  a: {
    kolUserId: string;
    lines: readonly { productId: string; shopId: string }[];
    promotingSince: Date;
    now: Date;
  },
): Promise<Map<string, LineRate>> {
  const shopIds = [...new Set(a.lines.map((l) => l.shopId))];
  const productIds = [...new Set(a.lines.map((l) => l.productId))];
  if (productIds.length === 0) return new Map();
  const [histories, campaigns] = await Promise.all([
    rateHistories(tx, shopIds, productIds),
    campaignRateFor(tx, a.kolUserId, productIds, a.now),
  ]);
  const out = new Map<string, LineRate>();
  for (const line of a.lines) {
    const history = productRateHistory(
      histories.shop.get(line.shopId) ?? [],
      histories.products.get(line.productId) ?? [],
    );
    const campaign = campaigns.get(line.productId);
    out.set(line.productId, {
      standard: rateInForce(history, a.promotingSince, a.now),
      campaign: campaign ? { id: campaign.campaignId, bp: campaign.bp } : null,
    });
  }
  return out;
}
