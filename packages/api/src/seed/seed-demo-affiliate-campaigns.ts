import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, sql } from 'drizzle-orm';
import { createUserForSeed } from '../accounts/seed-users';
import { users } from '../accounts/users.tables';
import {
  affiliateCampaignMembers,
  affiliateCampaignProducts,
  affiliateCampaigns,
  affiliateKols,
  affiliateRates,
} from '../affiliate/affiliate.tables';
import type { AppContext } from '../app/app-context';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { DEMO_PASSWORD } from './seed-demo-accounts';

const DAY_MS = 86_400_000;
/** A KOL to sign in as (password Demo@1234) who sees the open campaign, joined already. */
export const DEMO_KOL_EMAIL = 'kol@demo.vn';

/**
 * Affiliate rates and open campaigns alive on a fresh start: the demo seller's shop pays KOLs
 * 5 % shop-wide, 8 % and 12 % on two products; it runs an approved campaign open to every KOL
 * (15 % on three products, two of them above their own rate, started yesterday, for 14 days) that the demo KOL joined, and has a
 * second campaign waiting for the admin. Once per database (the shop's first rate), in one
 * transaction, after the demo seed.
 */
export async function seedDemoAffiliateCampaignsOnce(ctx: AppContext): Promise<boolean> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727279)`);
    const [shop] = await tx
      .select({ id: shops.id })
      .from(shops)
      .innerJoin(users, eq(users.id, shops.ownerUserId))
      .where(and(eq(users.email, 'seller@demo.vn'), eq(shops.status, 'approved')));
    if (!shop) return false;
    const [seeded] = await tx
      .select({ id: affiliateRates.id })
      .from(affiliateRates)
      .where(eq(affiliateRates.shopId, shop.id))
      .limit(1);
    if (seeded) return false;
    const listed = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, shop.id), eq(products.status, 'approved')))
      .orderBy(products.createdAt, products.id)
      .limit(3);
    if (listed.length < 3) return false;
    await seed(tx, shop.id, listed.map((p) => p.id) as [string, string, string], ctx.now());
    return true;
  });
}

async function seed(tx: Tx, shopId: string, ids: [string, string, string], now: Date) {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  await tx.insert(affiliateRates).values([
    { shopId, productId: null, bp: 500, effectiveAt: since },
    { shopId, productId: ids[0], bp: 800, effectiveAt: since },
    { shopId, productId: ids[1], bp: 1200, effectiveAt: since },
  ]);
  const [open] = await tx
    .insert(affiliateCampaigns)
    .values({
      shopId,
      name: 'Sale cuối năm: hoa hồng 15%',
      description:
        'Shop trả 15% hoa hồng cho ba mẫu bán chạy suốt mùa sale cuối năm. Ưu tiên KOL thời trang, video thử đồ.',
      bp: 1500,
      startsAt: new Date(now.getTime() - DAY_MS),
      endsAt: new Date(now.getTime() + 14 * DAY_MS),
      audience: 'all',
      status: 'approved',
      createdAt: new Date(now.getTime() - 3 * DAY_MS),
      decidedAt: new Date(now.getTime() - 2 * DAY_MS),
    })
    .returning({ id: affiliateCampaigns.id });
  const [pending] = await tx
    .insert(affiliateCampaigns)
    .values({
      shopId,
      name: 'Chào hè: 20% cho KOL được mời',
      description: 'Bộ sưu tập hè cho các KOL shop đã hợp tác.',
      bp: 2000,
      startsAt: new Date(now.getTime() + 7 * DAY_MS),
      endsAt: new Date(now.getTime() + 37 * DAY_MS),
      audience: 'invited',
      invitees: [DEMO_KOL_EMAIL],
      status: 'pending',
      createdAt: now,
    })
    .returning({ id: affiliateCampaigns.id });
  if (!open || !pending) return;
  await tx
    .insert(affiliateCampaignProducts)
    .values([
      ...ids.map((productId) => ({ campaignId: open.id, productId })),
      ...[ids[0], ids[1]].map((productId) => ({ campaignId: pending.id, productId })),
    ]);
  const kol = await demoKol(tx, now);
  await tx
    .insert(affiliateCampaignMembers)
    .values({ campaignId: open.id, kolUserId: kol, joinedAt: new Date(now.getTime() - 20 * 3_600_000) })
    .onConflictDoNothing();
}

/** The demo KOL: an approved KOL account, made here when the KOL desk's seed has not made it. */
async function demoKol(tx: Tx, now: Date): Promise<string> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_KOL_EMAIL));
  const userId =
    existing?.id ??
    (
      await createUserForSeed(tx as unknown as Db, {
        email: DEMO_KOL_EMAIL,
        fullName: 'Linh Style',
        password: DEMO_PASSWORD,
        roles: ['buyer'],
      })
    ).id;
  await tx
    .insert(affiliateKols)
    .values({
      userId,
      status: 'approved',
      channels: [{ platform: 'tiktok', url: 'https://www.tiktok.com/@linh.style', followers: 48_000 }],
      niches: ['fashion', 'beauty'],
      intro: 'Review thời trang công sở và mỹ phẩm giá học sinh.',
      bankName: 'Vietcombank',
      bankAccount: '0123456789',
      accountHolder: 'NGUYEN THI LINH',
      taxCode: '0100109106',
      appliedAt: new Date(now.getTime() - 10 * DAY_MS),
      decidedAt: new Date(now.getTime() - 9 * DAY_MS),
      approvedAt: new Date(now.getTime() - 9 * DAY_MS),
    })
    .onConflictDoNothing();
  return userId;
}
