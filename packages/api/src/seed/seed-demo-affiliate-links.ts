import { commissionBases, commissionOf } from '@cho-dep/core/affiliate/commission';
import type { Tx } from '@cho-dep/db/client';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { createUserForSeed } from '../accounts/seed-users';
import { users } from '../accounts/users.tables';
import {
  affiliateClicks,
  affiliateCommissions,
  affiliateConversions,
  affiliateKols,
  affiliateLinks,
} from '../affiliate/affiliate.tables';
import type { AppContext } from '../app/app-context';
import { orderItems, orders } from '../orders/orders.tables';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { DEMO_PASSWORD } from './seed-demo-accounts';
import { DEMO_KOL_EMAIL } from './seed-demo-affiliate-campaigns';

const DAY_MS = 86_400_000;
/** People waiting for the admin's answer on their KOL application. */
const APPLICANTS = [
  {
    email: 'ung-vien-kol-1@demo.vn',
    fullName: 'Phạm Hà My',
    platform: 'tiktok',
    url: 'https://www.tiktok.com/@hamy.ootd',
    followers: 48_200,
  },
  {
    email: 'ung-vien-kol-2@demo.vn',
    fullName: 'Đỗ Minh Khang',
    platform: 'youtube',
    url: 'https://www.youtube.com/@khangmen',
    followers: 12_900,
  },
] as const;

/**
 * The demo KOL's work, alive on a fresh start: links to three of the demo seller's products and
 * to the shop, clicks over the last two weeks, and a handful of the shop's real demo orders
 * counted as theirs (commission at 5 % on what was paid, approved for completed orders, cancelled
 * for cancelled ones, pending otherwise), plus two KOL applications for the admin's desk.
 * Once per database (the KOL's first link), after the affiliate campaigns' seed made the KOL.
 */
export async function seedDemoAffiliateLinksOnce(ctx: AppContext): Promise<boolean> {
  const db = ctx.database.db;
  const [kol] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_KOL_EMAIL));
  if (!kol) return false;
  const [done] = await db
    .select({ id: affiliateLinks.id })
    .from(affiliateLinks)
    .where(eq(affiliateLinks.kolUserId, kol.id))
    .limit(1);
  if (done) return false;
  const applicants: { id: string }[] = [];
  for (const a of APPLICANTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, a.email));
    applicants.push(
      existing ??
        (await createUserForSeed(db, {
          email: a.email,
          fullName: a.fullName,
          password: DEMO_PASSWORD,
          roles: ['buyer'],
        })),
    );
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727280)`);
    const now = ctx.now();
    await seedApplications(
      tx,
      applicants.map((u) => u.id),
      now,
    );
    const listed = await tx
      .select({ id: products.id, shopId: products.shopId })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .innerJoin(users, eq(users.id, shops.ownerUserId))
      .where(and(eq(users.email, 'seller@demo.vn'), eq(products.status, 'approved')))
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(3);
    const shopId = listed[0]?.shopId;
    if (!shopId) return false;
    const since = new Date(now.getTime() - 20 * DAY_MS);
    const links = await tx
      .insert(affiliateLinks)
      .values([
        ...listed.map((p, i) => ({
          kolUserId: kol.id,
          code: `DEMOKOL${i + 1}`,
          target: 'product' as const,
          targetId: p.id,
          createdAt: since,
        })),
        { kolUserId: kol.id, code: 'DEMOKOLS', target: 'shop' as const, targetId: shopId, createdAt: since },
      ])
      .returning();
    // Clicks over the last 14 days, a few a day, more on the product links.
    const clicks = [];
    for (let day = 0; day < 14; day++) {
      for (const [i, link] of links.entries()) {
        const n = ((day * 7 + i * 3) % 5) + (link.target === 'product' ? 2 : 0);
        for (let k = 0; k < n; k++) {
          clicks.push({
            linkId: link.id,
            kolUserId: kol.id,
            clickedAt: new Date(now.getTime() - day * DAY_MS - (k + 1) * 3_600_000),
          });
        }
      }
    }
    const inserted = await tx.insert(affiliateClicks).values(clicks).returning({
      id: affiliateClicks.id,
      linkId: affiliateClicks.linkId,
      clickedAt: affiliateClicks.clickedAt,
    });
    await seedConversions(tx, kol.id, shopId, links[0]?.id as string, inserted, now);
    return true;
  });
}

async function seedApplications(tx: Tx, userIds: string[], now: Date) {
  await tx
    .insert(affiliateKols)
    .values(
      APPLICANTS.map((a, i) => ({
        userId: userIds[i] as string,
        status: 'pending' as const,
        channels: [{ platform: a.platform, url: a.url, followers: a.followers }],
        niches: i === 0 ? ['fashion', 'beauty'] : ['men'],
        intro:
          i === 0
            ? 'Video phối đồ công sở và skincare mỗi tuần.'
            : 'Review thời trang nam, giày và phụ kiện.',
        bankName: i === 0 ? 'Techcombank' : 'MB Bank',
        bankAccount: i === 0 ? '19036822471015' : '0801234567',
        accountHolder: a.fullName.toUpperCase(),
        taxCode: i === 0 ? '8012345675' : '0100109106',
        appliedAt: new Date(now.getTime() - (i + 1) * DAY_MS),
      })),
    )
    .onConflictDoNothing();
}

/** Six of the shop's latest demo orders with a buyer, counted for the KOL as if bought through the first link. */
async function seedConversions(
  tx: Tx,
  kolUserId: string,
  shopId: string,
  linkId: string,
  clicks: { id: string; clickedAt: Date }[],
  now: Date,
) {
  const picked = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        sql`${orders.userId} is not null`,
        sql`${orders.userId} <> ${kolUserId}`,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(6);
  const items = picked.length
    ? await tx
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            picked.map((o) => o.id),
          ),
        )
    : [];
  for (const [i, order] of picked.entries()) {
    const click = clicks[i];
    if (!click) break;
    const status: 'pending' | 'approved' | 'cancelled' =
      order.status === 'cancelled' ? 'cancelled' : order.completedAt ? 'approved' : 'pending';
    const [conversion] = await tx
      .insert(affiliateConversions)
      .values({
        orderId: order.id,
        kolUserId,
        linkId,
        clickId: click.id,
        clickedAt: new Date(order.createdAt.getTime() - 3_600_000),
        windowEndsAt: new Date(order.createdAt.getTime() + 30 * DAY_MS),
        counted: 'yes',
        status,
        createdAt: order.createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: affiliateConversions.id });
    if (!conversion) continue;
    const lines = items.filter((l) => l.orderId === order.id);
    const bases = commissionBases(
      lines.map((l) => ({ lineId: l.id, lineTotal: l.lineTotal })),
      { shop: order.shopDiscount, platform: order.platformDiscount },
    );
    await tx.insert(affiliateCommissions).values(
      lines.map((l) => {
        const base = bases.find((b) => b.lineId === l.id)?.base ?? 0;
        return {
          conversionId: conversion.id,
          orderItemId: l.id,
          kolUserId,
          shopId,
          productId: l.productId,
          quantity: l.quantity,
          base,
          bp: 500,
          amount: commissionOf(base, 500),
          status,
          cancelReason: status === 'cancelled' ? ('order_cancelled' as const) : null,
          approvedAt:
            status === 'approved'
              ? new Date(
                  Math.min(now.getTime(), (order.completedAt?.getTime() ?? now.getTime()) + 7 * DAY_MS),
                )
              : null,
          cancelledAt: status === 'cancelled' ? order.updatedAt : null,
          createdAt: order.createdAt,
        };
      }),
    );
  }
}
