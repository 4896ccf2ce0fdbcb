import {
  type ProductRateSetting,
  productRateHistory,
  type RateSetting,
  rateInForce,
} from '@cho-dep/core/affiliate/commission';
import type { Tx } from '@cho-dep/db/client';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import {
  affiliateCampaignMembers,
  affiliateCampaignProducts,
  affiliateCampaigns,
  affiliateRates,
} from '../affiliate.tables';

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
  const [settings, campaigns] = await Promise.all([
    tx.select().from(affiliateRates).where(inArray(affiliateRates.shopId, shopIds)),
    tx
      .select({
        id: affiliateCampaigns.id,
        bp: affiliateCampaigns.bp,
        productId: affiliateCampaignProducts.productId,
      })
      .from(affiliateCampaigns)
      .innerJoin(affiliateCampaignProducts, eq(affiliateCampaignProducts.campaignId, affiliateCampaigns.id))
      .innerJoin(
        affiliateCampaignMembers,
        and(
          eq(affiliateCampaignMembers.campaignId, affiliateCampaigns.id),
          eq(affiliateCampaignMembers.kolUserId, a.kolUserId),
        ),
      )
      .where(
        and(
          eq(affiliateCampaigns.status, 'approved'),
          lte(affiliateCampaigns.startsAt, a.now),
          gt(affiliateCampaigns.endsAt, a.now),
          inArray(affiliateCampaignProducts.productId, productIds),
        ),
      ),
  ]);
  const shopHistory = new Map<string, RateSetting[]>();
  const productHistory = new Map<string, ProductRateSetting[]>();
  for (const s of settings) {
    if (s.productId === null) {
      const list = shopHistory.get(s.shopId) ?? [];
      list.push({ bp: s.bp ?? 0, effectiveAt: s.effectiveAt });
      shopHistory.set(s.shopId, list);
    } else {
      const list = productHistory.get(s.productId) ?? [];
      list.push({ bp: s.bp, effectiveAt: s.effectiveAt });
      productHistory.set(s.productId, list);
    }
  }
  const best = new Map<string, { id: string; bp: number }>();
  for (const c of campaigns) {
    const current = best.get(c.productId);
    if (!current || c.bp > current.bp) best.set(c.productId, { id: c.id, bp: c.bp });
  }
  const out = new Map<string, LineRate>();
  for (const line of a.lines) {
    const history = productRateHistory(
      shopHistory.get(line.shopId) ?? [],
      productHistory.get(line.productId) ?? [],
    );
    out.set(line.productId, {
      standard: rateInForce(history, a.promotingSince, a.now),
      campaign: best.get(line.productId) ?? null,
    });
  }
  return out;
}
