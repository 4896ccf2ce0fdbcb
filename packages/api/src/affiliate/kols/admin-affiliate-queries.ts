import { basisPointsToPercent } from '@cho-dep/core/affiliate/commission';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { UUID } from '../../admin/uuid';
import { orders } from '../../orders/orders.tables';
import { shops } from '../../shops/shops.tables';
import {
  affiliateCampaignProducts,
  affiliateCampaigns,
  affiliateCommissions,
  affiliateConversions,
  affiliateKols,
} from '../affiliate.tables';
import { kolApplicationView } from './kol-application';
import type { AdminKolView } from './kol-schemas';

const PAGE = LIMITS.affiliate.pageSize;

/** KOL applications by status, oldest waiting first (the queue), 20 a page. */
export async function listKolApplications(
  db: Db,
  status: 'pending' | 'approved' | 'rejected',
  page: number,
): Promise<{ items: AdminKolView[]; total: number; page: number; pageSize: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ kol: affiliateKols, fullName: users.fullName, email: users.email })
      .from(affiliateKols)
      .innerJoin(users, eq(users.id, affiliateKols.userId))
      .where(eq(affiliateKols.status, status))
      .orderBy(status === 'pending' ? asc(affiliateKols.appliedAt) : desc(affiliateKols.decidedAt))
      .limit(PAGE)
      .offset((page - 1) * PAGE),
    db.select({ n: count() }).from(affiliateKols).where(eq(affiliateKols.status, status)),
  ]);
  return {
    items: rows.map((r) => ({
      ...kolApplicationView(r.kol),
      fullName: r.fullName,
      email: r.email,
      bankAccount: r.kol.bankAccount,
    })),
    total: total?.n ?? 0,
    page,
    pageSize: PAGE,
  };
}

export async function kolApplicationFor(db: Db, userId: string): Promise<AdminKolView> {
  if (!UUID.test(userId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ kol: affiliateKols, fullName: users.fullName, email: users.email })
    .from(affiliateKols)
    .innerJoin(users, eq(users.id, affiliateKols.userId))
    .where(eq(affiliateKols.userId, userId));
  if (!row) throw new AppError('NOT_FOUND');
  return {
    ...kolApplicationView(row.kol),
    fullName: row.fullName,
    email: row.email,
    bankAccount: row.kol.bankAccount,
  };
}

/** Sellers' open campaigns waiting for the admin, oldest first. */
export async function pendingCampaigns(db: Db) {
  const rows = await db
    .select({
      id: affiliateCampaigns.id,
      name: affiliateCampaigns.name,
      description: affiliateCampaigns.description,
      shopName: shops.name,
      bp: affiliateCampaigns.bp,
      startsAt: affiliateCampaigns.startsAt,
      endsAt: affiliateCampaigns.endsAt,
      audience: affiliateCampaigns.audience,
      invitees: affiliateCampaigns.invitees,
      createdAt: affiliateCampaigns.createdAt,
      products: sql<number>`(select count(*)::int from ${affiliateCampaignProducts} where ${affiliateCampaignProducts.campaignId} = ${affiliateCampaigns.id})`,
    })
    .from(affiliateCampaigns)
    .innerJoin(shops, eq(shops.id, affiliateCampaigns.shopId))
    .where(eq(affiliateCampaigns.status, 'pending'))
    .orderBy(asc(affiliateCampaigns.createdAt))
    .limit(100);
  return rows.map(({ bp, startsAt, endsAt, createdAt, ...r }) => ({
    ...r,
    ratePercent: basisPointsToPercent(bp),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    createdAt: createdAt.toISOString(),
    products: Number(r.products),
  }));
}

/** Conversions the anti-fraud checks hold for the admin, oldest first, with what they would pay. */
export async function conversionsUnderReview(db: Db) {
  const rows = await db
    .select({
      id: affiliateConversions.id,
      orderId: affiliateConversions.orderId,
      orderCode: orders.code,
      kolName: users.fullName,
      flags: affiliateConversions.flags,
      createdAt: affiliateConversions.createdAt,
    })
    .from(affiliateConversions)
    .innerJoin(orders, eq(orders.id, affiliateConversions.orderId))
    .innerJoin(users, eq(users.id, affiliateConversions.kolUserId))
    .where(eq(affiliateConversions.review, 'waiting'))
    .orderBy(asc(affiliateConversions.createdAt))
    .limit(100);
  const sums =
    rows.length === 0
      ? []
      : await db
          .select({
            conversionId: affiliateCommissions.conversionId,
            amount: sql<string>`sum(${affiliateCommissions.amount})`,
          })
          .from(affiliateCommissions)
          .where(
            inArray(
              affiliateCommissions.conversionId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(affiliateCommissions.conversionId);
  const sumOf = new Map(sums.map((s) => [s.conversionId, Number(s.amount)]));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), commission: sumOf.get(r.id) ?? 0 }));
}
