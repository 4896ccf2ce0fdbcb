import { attribute, windowEnd } from '@cho-dep/core/affiliate/attribution';
import { commissionBases, commissionOf, effectiveRate } from '@cho-dep/core/affiliate/commission';
import { fraudFlags } from '@cho-dep/core/affiliate/fraud-checks';
import type { Tx } from '@cho-dep/db/client';
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { UUID } from '../../admin/uuid';
import type { AppContext } from '../../app/app-context';
import { notify } from '../../notifications/notify';
import { orderItems, orders } from '../../orders/orders.tables';
import {
  affiliateClicks,
  affiliateCommissions,
  affiliateConversions,
  affiliateLinks,
} from '../affiliate.tables';
import { fraudFactsFor } from './fraud-facts';
import { ratesForLines } from './line-rates';

const DAY_MS = 86_400_000;

export interface CheckoutVisitor {
  /** The click the browser's aff_click cookie names, if any. */
  clickId: string | null;
  deviceId: string | null;
}

/**
 * The checkout's hook (decision 072): the orders just placed are given to the KOL whose link
 * the buyer clicked last, inside the checkout's transaction, so a rolled-back order leaves no
 * trace. The buyer's clicks are the one their browser's cookie names and those their account
 * made, on any device; core's `attribute` picks the last one still unused and within the
 * window. Whatever the verdict, the click is used up (only the first order after a click), and
 * the KOL's list shows the order with why it counted or not. Each line of a counted order gets
 * its commission: the rate in force for this KOL frozen now, on what the buyer paid for it.
 * Attribution never fails a checkout: it is the KOL's figure, not a rule the buyer can break.
 */
export async function attributeCheckout(
  ctx: AppContext,
  tx: Tx,
  a: {
    visitor: CheckoutVisitor;
    buyerUserId: string | null;
    checkoutId: string;
    placed: readonly { id: string; code: string; shopId: string }[];
    now: Date;
  },
): Promise<void> {
  const windowDays = ctx.config.AFFILIATE_ATTRIBUTION_DAYS;
  const since = new Date(a.now.getTime() - (windowDays + 1) * DAY_MS);
  const cookieClick = a.visitor.clickId && UUID.test(a.visitor.clickId) ? a.visitor.clickId : null;
  const mine = [
    ...(cookieClick ? [eq(affiliateClicks.id, cookieClick)] : []),
    ...(a.buyerUserId
      ? [and(eq(affiliateClicks.userId, a.buyerUserId), gt(affiliateClicks.clickedAt, since))]
      : []),
  ];
  if (mine.length === 0) return;
  // Locked: two checkouts of one buyer at once cannot both use the same click.
  const clicks = await tx
    .select()
    .from(affiliateClicks)
    .where(and(or(...mine), isNull(affiliateClicks.usedAt)))
    .orderBy(desc(affiliateClicks.clickedAt))
    .limit(10)
    .for('update');
  const verdict = attribute(clicks, a.buyerUserId, a.now, windowDays);
  const click = verdict.click ? clicks.find((c) => c.id === verdict.click?.id) : undefined;
  if (!click) return;
  await tx
    .update(affiliateClicks)
    .set({ usedAt: a.now, usedByCheckoutId: a.checkoutId })
    .where(eq(affiliateClicks.id, click.id));
  const [link] = await tx.select().from(affiliateLinks).where(eq(affiliateLinks.id, click.linkId));
  if (!link) return;

  const orderIds = a.placed.map((o) => o.id);
  const [orderRows, items] = await Promise.all([
    tx
      .select({ id: orders.id, shopDiscount: orders.shopDiscount, platformDiscount: orders.platformDiscount })
      .from(orders)
      .where(inArray(orders.id, orderIds)),
    tx
      .select({
        id: orderItems.id,
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        quantity: orderItems.quantity,
        lineTotal: orderItems.lineTotal,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds)),
  ]);
  const shopOf = new Map(a.placed.map((o) => [o.id, o.shopId]));
  const rates = verdict.counts
    ? await ratesForLines(tx, {
        kolUserId: click.kolUserId,
        lines: items.map((i) => ({ productId: i.productId, shopId: shopOf.get(i.orderId) as string })),
        promotingSince: link.createdAt,
        now: a.now,
      })
    : new Map();
  const flags = verdict.counts
    ? fraudFlags(
        await fraudFactsFor(tx, {
          kolUserId: click.kolUserId,
          buyerDeviceId: a.visitor.deviceId,
          now: a.now,
        }),
      )
    : [];
  const windowEndsAt = windowEnd(click.clickedAt, windowDays);

  for (const placed of a.placed) {
    const order = orderRows.find((o) => o.id === placed.id);
    const lines = items.filter((i) => i.orderId === placed.id);
    const bases = new Map(
      commissionBases(
        lines.map((l) => ({ lineId: l.id, lineTotal: l.lineTotal })),
        { shop: order?.shopDiscount ?? 0, platform: order?.platformDiscount ?? 0 },
      ).map((b) => [b.lineId, b.base]),
    );
    const earning = lines
      .map((l) => {
        const rate = rates.get(l.productId);
        const bp = rate
          ? effectiveRate({ product: null, shop: rate.standard, campaign: rate.campaign?.bp ?? null })
          : 0;
        const campaignId = rate?.campaign && rate.campaign.bp >= rate.standard ? rate.campaign.id : null;
        const base = bases.get(l.id) ?? 0;
        return { line: l, bp, campaignId, base, amount: commissionOf(base, bp) };
      })
      .filter((e) => e.bp > 0);
    const counted = verdict.counts ? (earning.length > 0 ? 'yes' : 'no_commission') : verdict.reason;
    if (counted === 'no_click') continue;
    const [conversion] = await tx
      .insert(affiliateConversions)
      .values({
        orderId: placed.id,
        kolUserId: click.kolUserId,
        linkId: link.id,
        clickId: click.id,
        clickedAt: click.clickedAt,
        windowEndsAt,
        counted,
        status: counted === 'yes' ? 'pending' : 'cancelled',
        flags: counted === 'yes' ? flags : [],
        review: counted === 'yes' && flags.length > 0 ? 'waiting' : 'none',
        buyerDeviceId: a.visitor.deviceId,
        createdAt: a.now,
      })
      .returning({ id: affiliateConversions.id });
    if (!conversion || counted !== 'yes') continue;
    await tx.insert(affiliateCommissions).values(
      earning.map((e) => ({
        conversionId: conversion.id,
        orderItemId: e.line.id,
        kolUserId: click.kolUserId,
        shopId: placed.shopId,
        productId: e.line.productId,
        campaignId: e.campaignId,
        quantity: e.line.quantity,
        base: e.base,
        bp: e.bp,
        amount: e.amount,
        status: 'pending' as const,
        createdAt: a.now,
      })),
    );
    await notify(
      tx,
      [
        {
          userId: click.kolUserId,
          kind: 'affiliate.conversion',
          params: { code: placed.code, amount: earning.reduce((sum, e) => sum + e.amount, 0) },
          targetType: 'affiliate_conversion',
          targetId: placed.id,
        },
      ],
      a.now,
    );
  }
}
