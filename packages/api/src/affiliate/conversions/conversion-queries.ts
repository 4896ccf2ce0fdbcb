import { daysLeft } from '@cho-dep/core/affiliate/attribution';
import { basisPointsToPercent } from '@cho-dep/core/affiliate/commission';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { maskText } from '@cho-dep/core/phone/mask-text';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { UUID } from '../../admin/uuid';
import type { AppContext } from '../../app/app-context';
import { orderItems, orders } from '../../orders/orders.tables';
import { imageUrl } from '../../products/catalog/catalog-media';
import { shops } from '../../shops/shops.tables';
import {
  affiliateCampaigns,
  affiliateCommissions,
  affiliateConversions,
  affiliateLinks,
} from '../affiliate.tables';
import { targetInfos, targetKey } from '../links/link-targets';
import type { ConversionDetail } from './conversion-schemas';

export type ConversionFilter = 'all' | 'pending' | 'approved' | 'cancelled';

const summaryColumns = {
  id: affiliateConversions.id,
  orderId: affiliateConversions.orderId,
  status: affiliateConversions.status,
  counted: affiliateConversions.counted,
  review: affiliateConversions.review,
  linkId: affiliateConversions.linkId,
  orderCode: orders.code,
  orderedAt: orders.createdAt,
  shopName: shops.name,
  buyerName: users.fullName,
  recipient: orders.recipient,
};

type SummaryRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

async function summaries(ctx: AppContext, rows: readonly SummaryRow[]) {
  const db = ctx.database.db;
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [sums, items, links] = await Promise.all([
    db
      .select({
        conversionId: affiliateCommissions.conversionId,
        base: sql<string>`sum(${affiliateCommissions.base})`,
        commission: sql<string>`sum(${affiliateCommissions.amount}) filter (where ${affiliateCommissions.status} <> 'cancelled')`,
      })
      .from(affiliateCommissions)
      .where(inArray(affiliateCommissions.conversionId, ids))
      .groupBy(affiliateCommissions.conversionId),
    db
      .select({ orderId: orderItems.orderId, n: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.orderId),
        ),
      )
      .groupBy(orderItems.orderId),
    db
      .select()
      .from(affiliateLinks)
      .where(inArray(affiliateLinks.id, [...new Set(rows.map((r) => r.linkId))])),
  ]);
  const infos = await targetInfos(db, links, ctx.now());
  const linkName = new Map(
    links.map((l) => [l.id, infos.get(targetKey(l.target, l.targetId))?.name ?? l.code]),
  );
  const sumOf = new Map(sums.map((s) => [s.conversionId, s]));
  const itemsOf = new Map(items.map((i) => [i.orderId, i.n]));
  return rows.map((r) => ({
    orderId: r.orderId,
    orderCode: r.orderCode,
    orderedAt: r.orderedAt.toISOString(),
    shopName: r.shopName,
    buyer: maskText(r.buyerName ?? r.recipient.recipientName),
    items: itemsOf.get(r.orderId) ?? 0,
    base: Number(sumOf.get(r.id)?.base ?? 0),
    commission: Number(sumOf.get(r.id)?.commission ?? 0),
    status: r.status,
    counted: r.counted,
    underReview: r.review === 'waiting',
    linkName: linkName.get(r.linkId) ?? '',
  }));
}

function baseQuery(ctx: AppContext) {
  return ctx.database.db
    .select(summaryColumns)
    .from(affiliateConversions)
    .innerJoin(orders, eq(orders.id, affiliateConversions.orderId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(users, eq(users.id, orders.userId));
}

/** A page of the KOL's conversion orders, newest first; the filter picks a status. */
export async function listConversions(
  ctx: AppContext,
  kolUserId: string,
  filter: ConversionFilter,
  page: number,
) {
  const pageSize = LIMITS.affiliate.pageSize;
  const where = and(
    eq(affiliateConversions.kolUserId, kolUserId),
    filter === 'all' ? undefined : eq(affiliateConversions.status, filter),
  );
  const [rows, [total]] = await Promise.all([
    baseQuery(ctx)
      .where(where)
      .orderBy(desc(affiliateConversions.createdAt), desc(affiliateConversions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.database.db.select({ n: count() }).from(affiliateConversions).where(where),
  ]);
  return { items: await summaries(ctx, rows), total: total?.n ?? 0, page, pageSize };
}

/**
 * One conversion order with why it counted (the link, when it was clicked, the window it had
 * left) and each line's commission. Another KOL's order, or one that is not a conversion, is
 * NOT_FOUND: its existence is not revealed.
 */
export async function conversionDetail(
  ctx: AppContext,
  kolUserId: string,
  orderId: string,
): Promise<ConversionDetail> {
  if (!UUID.test(orderId)) throw new AppError('NOT_FOUND');
  const db = ctx.database.db;
  const [row] = await baseQuery(ctx).where(
    and(eq(affiliateConversions.orderId, orderId), eq(affiliateConversions.kolUserId, kolUserId)),
  );
  if (!row) throw new AppError('NOT_FOUND');
  const [[summary], [conversion], lines] = await Promise.all([
    summaries(ctx, [row]),
    db
      .select({
        clickedAt: affiliateConversions.clickedAt,
        windowEndsAt: affiliateConversions.windowEndsAt,
        createdAt: affiliateConversions.createdAt,
        flags: affiliateConversions.flags,
        review: affiliateConversions.review,
        orderStatus: orders.status,
        code: affiliateLinks.code,
        target: affiliateLinks.target,
      })
      .from(affiliateConversions)
      .innerJoin(orders, eq(orders.id, affiliateConversions.orderId))
      .innerJoin(affiliateLinks, eq(affiliateLinks.id, affiliateConversions.linkId))
      .where(eq(affiliateConversions.id, row.id)),
    db
      .select({
        productId: orderItems.productId,
        productName: orderItems.productName,
        variantLabel: orderItems.variantLabel,
        imageKey: orderItems.imageKey,
        quantity: affiliateCommissions.quantity,
        refundedUnits: affiliateCommissions.refundedUnits,
        base: affiliateCommissions.base,
        bp: affiliateCommissions.bp,
        amount: affiliateCommissions.amount,
        status: affiliateCommissions.status,
        cancelReason: affiliateCommissions.cancelReason,
        campaignName: affiliateCampaigns.name,
        approvedAt: affiliateCommissions.approvedAt,
      })
      .from(affiliateCommissions)
      .innerJoin(orderItems, eq(orderItems.id, affiliateCommissions.orderItemId))
      .leftJoin(affiliateCampaigns, eq(affiliateCampaigns.id, affiliateCommissions.campaignId))
      .where(eq(affiliateCommissions.conversionId, row.id)),
  ]);
  if (!summary || !conversion) throw new AppError('NOT_FOUND');
  return {
    ...summary,
    orderStatus: conversion.orderStatus,
    link: { code: conversion.code, target: conversion.target, name: summary.linkName },
    clickedAt: conversion.clickedAt.toISOString(),
    windowEndsAt: conversion.windowEndsAt.toISOString(),
    daysLeftAtOrder: daysLeft(conversion.windowEndsAt, conversion.createdAt),
    flags: conversion.flags,
    review: conversion.review,
    lines: lines.map((l) => ({
      productId: l.productId,
      productName: l.productName,
      variantLabel: l.variantLabel,
      imageUrl: imageUrl((key) => ctx.storage.urlOf(key), l.imageKey, 200),
      quantity: l.quantity,
      refundedUnits: l.refundedUnits,
      base: l.base,
      ratePercent: basisPointsToPercent(l.bp),
      commission: l.amount,
      status: l.status,
      cancelReason: l.cancelReason,
      campaignName: l.campaignName,
      approvedAt: l.approvedAt?.toISOString() ?? null,
    })),
  };
}
