import { AppError } from '@cho-dep/core/errors/app-error';
import { CAMPAIGN_LIMITS } from '@cho-dep/core/marketing/campaign-input-schema';
import { type CampaignPhase, campaignPhaseOf } from '@cho-dep/core/marketing/campaign-phase';
import { discountPercentOf } from '@cho-dep/core/marketing/promotion-input-schema';
import type { Db } from '@cho-dep/db/client';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../follows/follow-service';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { products, productVariants } from '../products/catalog/products.tables';
import { promotionItems } from '../promotions/promotions.tables';
import { variantLabelOf } from '../promotions/seller-promotion-queries';
import { shops } from '../shops/shops.tables';
import type {
  Campaign,
  CampaignList,
  Nomination,
  NominationList,
  PublicCampaign,
  SellerCampaign,
} from './campaign-schemas';
import { campaignNominations, campaigns } from './campaigns.tables';

type CampaignRow = typeof campaigns.$inferSelect;
const PAGE = CAMPAIGN_LIMITS.pageSize;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The campaign's cover: stored under the platform's media keys, shown at 1340 px. */
export function campaignCoverUrl(urlOf: UrlOf, key: string | null): string | null {
  return imageUrl(urlOf, key, CAMPAIGN_LIMITS.coverWidth);
}

/** SQL twin of campaignPhaseOf (core), for the admin's and sellers' lists. */
function phaseWhere(phase: CampaignPhase, now: Date): SQL {
  const n = at(now);
  if (phase === 'ended') return sql`${campaigns.endsAt} <= ${n}`;
  if (phase === 'running') return sql`${campaigns.startsAt} <= ${n} and ${campaigns.endsAt} > ${n}`;
  if (phase === 'closed')
    return sql`${campaigns.registrationEndsAt} <= ${n} and ${campaigns.startsAt} > ${n}`;
  if (phase === 'registration')
    return sql`${campaigns.registrationStartsAt} <= ${n} and ${campaigns.registrationEndsAt} > ${n}`;
  return sql`${campaigns.registrationStartsAt} > ${n}`;
}

async function countsOf(db: Db, ids: string[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: campaignNominations.campaignId, status: campaignNominations.status, n: count() })
          .from(campaignNominations)
          .where(inArray(campaignNominations.campaignId, ids))
          .groupBy(campaignNominations.campaignId, campaignNominations.status);
  return (id: string) => {
    const of = (s: string) => rows.find((r) => r.id === id && r.status === s)?.n ?? 0;
    return { pending: of('pending'), approved: of('approved'), rejected: of('rejected') };
  };
}

function toCampaign(row: CampaignRow, now: Date, urlOf: UrlOf, counts: Campaign['counts']): Campaign {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cover: campaignCoverUrl(urlOf, row.coverKey),
    coverKey: row.coverKey,
    registrationStartsAt: row.registrationStartsAt.toISOString(),
    registrationEndsAt: row.registrationEndsAt.toISOString(),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    minDiscountPercent: row.minDiscountPercent,
    maxProductsPerShop: row.maxProductsPerShop,
    phase: campaignPhaseOf(row, now),
    counts,
  };
}

/** Campaigns newest sale first, optionally of one phase. */
export async function listCampaigns(
  db: Db,
  query: { phase?: CampaignPhase | undefined; page: number },
  now: Date,
  urlOf: UrlOf,
): Promise<CampaignList> {
  const where = query.phase ? phaseWhere(query.phase, now) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
      .limit(PAGE)
      .offset((query.page - 1) * PAGE),
    db.select({ n: count() }).from(campaigns).where(where),
  ]);
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => toCampaign(r, now, urlOf, counts(r.id))),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: PAGE,
  };
}

export async function loadCampaignRow(db: Db, id: string): Promise<CampaignRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function loadCampaign(db: Db, id: string, now: Date, urlOf: UrlOf): Promise<Campaign> {
  const row = await loadCampaignRow(db, id);
  return toCampaign(row, now, urlOf, (await countsOf(db, [id]))(id));
}

const nominationColumns = {
  id: campaignNominations.id,
  campaignId: campaignNominations.campaignId,
  shopId: campaignNominations.shopId,
  shopName: shops.name,
  productId: campaignNominations.productId,
  variantId: campaignNominations.variantId,
  productName: products.name,
  optionValues: productVariants.optionValues,
  imageKey: sql<string | null>`(
    select pi.image_key from product_images pi where pi.product_id = ${campaignNominations.productId}
    order by pi.position, pi.id limit 1)`,
  originalPrice: campaignNominations.originalPrice,
  campaignPrice: campaignNominations.campaignPrice,
  stock: campaignNominations.stock,
  soldCount: sql<number>`coalesce(${promotionItems.soldCount}, 0)`,
  status: campaignNominations.status,
  rejectReason: campaignNominations.rejectReason,
  createdAt: campaignNominations.createdAt,
  decidedAt: campaignNominations.decidedAt,
};

function nominationsFrom(db: Db) {
  return db
    .select(nominationColumns)
    .from(campaignNominations)
    .innerJoin(products, eq(products.id, campaignNominations.productId))
    .innerJoin(shops, eq(shops.id, campaignNominations.shopId))
    .leftJoin(productVariants, eq(productVariants.id, campaignNominations.variantId))
    .leftJoin(promotionItems, eq(promotionItems.id, campaignNominations.promotionItemId));
}

type NominationRow = Awaited<ReturnType<ReturnType<typeof nominationsFrom>['where']>>[number];

function toNomination(r: NominationRow, urlOf: UrlOf): Nomination {
  const originalPrice = Number(r.originalPrice);
  const campaignPrice = Number(r.campaignPrice);
  return {
    id: r.id,
    campaignId: r.campaignId,
    shopId: r.shopId,
    shopName: r.shopName,
    productId: r.productId,
    variantId: r.variantId,
    productName: r.productName,
    variantLabel: r.optionValues ? variantLabelOf(r.optionValues) : null,
    image: imageUrl(urlOf, r.imageKey, 200),
    originalPrice,
    campaignPrice,
    discountPercent: discountPercentOf(originalPrice, campaignPrice),
    stock: r.stock,
    soldCount: Number(r.soldCount),
    status: r.status,
    rejectReason: r.rejectReason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

/** The admin's queue of one campaign: pending oldest first, decided ones newest decision first. */
export async function listNominations(
  db: Db,
  campaignId: string,
  query: { status: 'pending' | 'approved' | 'rejected'; page: number },
  urlOf: UrlOf,
): Promise<NominationList> {
  await loadCampaignRow(db, campaignId);
  const where = and(
    eq(campaignNominations.campaignId, campaignId),
    eq(campaignNominations.status, query.status),
  );
  const order =
    query.status === 'pending'
      ? [asc(campaignNominations.createdAt), asc(campaignNominations.id)]
      : [desc(campaignNominations.decidedAt), desc(campaignNominations.id)];
  const [rows, [total]] = await Promise.all([
    nominationsFrom(db)
      .where(where)
      .orderBy(...order)
      .limit(PAGE)
      .offset((query.page - 1) * PAGE),
    db.select({ n: count() }).from(campaignNominations).where(where),
  ]);
  return {
    data: rows.map((r) => toNomination(r, urlOf)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: PAGE,
  };
}

export async function loadNomination(db: Db, id: string, urlOf: UrlOf): Promise<Nomination> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await nominationsFrom(db).where(eq(campaignNominations.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toNomination(row, urlOf);
}

/** Campaigns a seller sees: those not yet ended, soonest sale first, with the shop's nominations. */
export async function listSellerCampaigns(
  db: Db,
  shopId: string,
  now: Date,
  urlOf: UrlOf,
): Promise<SellerCampaign[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(sql`${campaigns.endsAt} > ${at(now)}`)
    .orderBy(asc(campaigns.startsAt), asc(campaigns.id))
    .limit(50);
  return sellerViews(db, shopId, rows, now, urlOf);
}

export async function loadSellerCampaign(
  db: Db,
  shopId: string,
  id: string,
  now: Date,
  urlOf: UrlOf,
): Promise<SellerCampaign> {
  const row = await loadCampaignRow(db, id);
  const [view] = await sellerViews(db, shopId, [row], now, urlOf);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

async function sellerViews(
  db: Db,
  shopId: string,
  rows: CampaignRow[],
  now: Date,
  urlOf: UrlOf,
): Promise<SellerCampaign[]> {
  const ids = rows.map((r) => r.id);
  const mine =
    ids.length === 0
      ? []
      : await nominationsFrom(db)
          .where(and(eq(campaignNominations.shopId, shopId), inArray(campaignNominations.campaignId, ids)))
          .orderBy(desc(campaignNominations.createdAt), desc(campaignNominations.id));
  return rows.map((r) => {
    const own = mine.filter((n) => n.campaignId === r.id).map((n) => toNomination(n, urlOf));
    const of = (s: string) => own.filter((n) => n.status === s).length;
    return {
      ...toCampaign(r, now, urlOf, {
        pending: of('pending'),
        approved: of('approved'),
        rejected: of('rejected'),
      }),
      nominations: own,
    };
  });
}

/**
 * A campaign's page for buyers: its approved products at their campaign price, the ones with
 * units left first. Shown before and during the sale (prices apply only during it); an ended
 * campaign is NOT_FOUND, like an unknown one.
 */
export async function loadPublicCampaign(
  db: Db,
  id: string,
  now: Date,
  urlOf: UrlOf,
): Promise<PublicCampaign> {
  const row = await loadCampaignRow(db, id);
  const phase = campaignPhaseOf(row, now);
  if (phase === 'ended') throw new AppError('NOT_FOUND');
  const items = await db
    .select({
      productId: campaignNominations.productId,
      variantId: campaignNominations.variantId,
      slug: products.slug,
      name: products.name,
      optionValues: productVariants.optionValues,
      imageKey: nominationColumns.imageKey,
      shopName: shops.name,
      originalPrice: campaignNominations.originalPrice,
      campaignPrice: promotionItems.discountedPrice,
      stock: promotionItems.stock,
      soldCount: promotionItems.soldCount,
    })
    .from(campaignNominations)
    .innerJoin(promotionItems, eq(promotionItems.id, campaignNominations.promotionItemId))
    .innerJoin(products, eq(products.id, campaignNominations.productId))
    .innerJoin(shops, eq(shops.id, campaignNominations.shopId))
    .leftJoin(productVariants, eq(productVariants.id, campaignNominations.variantId))
    .where(
      and(
        eq(campaignNominations.campaignId, id),
        eq(campaignNominations.status, 'approved'),
        sql`${products.listed}`,
      ),
    )
    .orderBy(
      sql`(${promotionItems.stock} - ${promotionItems.soldCount}) > 0 desc`,
      desc(
        sql`(${campaignNominations.originalPrice} - ${promotionItems.discountedPrice}) * 100 / ${campaignNominations.originalPrice}`,
      ),
      asc(campaignNominations.id),
    )
    .limit(100);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cover: campaignCoverUrl(urlOf, row.coverKey),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    phase,
    items: items.map((i) => ({
      productId: i.productId,
      variantId: i.variantId,
      slug: i.slug,
      name: i.name,
      variantLabel: i.optionValues ? variantLabelOf(i.optionValues) : null,
      image: imageUrl(urlOf, i.imageKey, 400),
      shopName: i.shopName,
      originalPrice: Number(i.originalPrice),
      campaignPrice: Number(i.campaignPrice),
      discountPercent: discountPercentOf(Number(i.originalPrice), Number(i.campaignPrice)),
      remaining: Math.max(0, i.stock - i.soldCount),
    })),
  };
}
