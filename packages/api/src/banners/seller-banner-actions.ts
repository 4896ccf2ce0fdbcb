import { AppError } from '@cho-dep/core/errors/app-error';
import { type BannerInput, bannerPhase, bannerWindow } from '@cho-dep/core/marketing/banner-input-schema';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import { isUuid } from '../follows/follow-service';
import { ownProductIds } from '../shops/categories/shop-category-queries';
import { bannerProducts, banners } from './banners.tables';
import { bannerUploadPrefix } from './seller-banner-images';

/**
 * Refuses related products that are not the shop's own, and pictures not uploaded by the shop
 * (`kept`: the banner's current pictures, which an edit may keep, seeded ones included).
 */
async function check(
  tx: Tx,
  shopId: string,
  input: BannerInput,
  kept: readonly string[] = [],
): Promise<void> {
  const own = await ownProductIds(tx, shopId, input.productIds);
  const fields = input.productIds.flatMap((id, index) =>
    own.has(id) ? [] : [{ path: `productIds.${index}`, message: 'validation.banner.notOwnProduct' }],
  );
  // Keys name the shop's upload folder, so a seller cannot point at another shop's picture.
  const prefix = bannerUploadPrefix(shopId);
  const allowed = (key: string) => key.startsWith(prefix) || kept.includes(key);
  if (!allowed(input.imageKey)) {
    fields.push({ path: 'imageKey', message: 'validation.banner.imageRequired' });
  }
  if (input.coverKey !== null && !allowed(input.coverKey)) {
    fields.push({ path: 'coverKey', message: 'validation.banner.coverInvalid' });
  }
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}

async function writeProducts(tx: Tx, bannerId: string, ids: readonly string[]): Promise<void> {
  await tx.delete(bannerProducts).where(eq(bannerProducts.bannerId, bannerId));
  if (ids.length > 0) {
    await tx
      .insert(bannerProducts)
      .values(ids.map((productId, position) => ({ bannerId, productId, position })));
  }
}

function columnsOf(input: BannerInput) {
  return {
    title: input.title,
    type: input.type,
    link: input.link,
    imageKey: input.imageKey,
    coverKey: input.coverKey,
    ...bannerWindow(input.startDate, input.endDate),
  };
}

export async function createSellerBanner(db: Db, shopId: string, input: BannerInput): Promise<string> {
  return db.transaction(async (tx) => {
    await check(tx, shopId, input);
    const [created] = await tx
      .insert(banners)
      .values({ shopId, ...columnsOf(input) })
      .returning({ id: banners.id });
    if (!created) throw new AppError('INTERNAL');
    await writeProducts(tx, created.id, input.productIds);
    return created.id;
  });
}

async function lockOwn(tx: Tx, shopId: string, bannerId: string) {
  if (!isUuid(bannerId)) throw new AppError('NOT_FOUND');
  const [row] = await tx
    .select({
      id: banners.id,
      startsAt: banners.startsAt,
      endsAt: banners.endsAt,
      imageKey: banners.imageKey,
      coverKey: banners.coverKey,
    })
    .from(banners)
    .where(and(eq(banners.id, bannerId), eq(banners.shopId, shopId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Replaces every field of an upcoming or running banner; an ended one is kept as it ran. */
export async function updateSellerBanner(
  db: Db,
  shopId: string,
  bannerId: string,
  input: BannerInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, shopId, bannerId);
    if (bannerPhase(row, now) === 'ended') throw new AppError('CONFLICT', { detail: 'banner ended' });
    await check(tx, shopId, input, [row.imageKey, row.coverKey ?? '']);
    await tx.update(banners).set(columnsOf(input)).where(eq(banners.id, bannerId));
    await writeProducts(tx, bannerId, input.productIds);
  });
}

/**
 * Ends an upcoming or running banner now (product.md §4). An upcoming one gets its start
 * moved to now as well, so its window stays well formed and it reads as ended.
 */
export async function endSellerBanner(db: Db, shopId: string, bannerId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, shopId, bannerId);
    const phase = bannerPhase(row, now);
    if (phase === 'ended') throw new AppError('CONFLICT', { detail: 'banner already ended' });
    await tx
      .update(banners)
      .set(phase === 'upcoming' ? { startsAt: now, endsAt: now } : { endsAt: now })
      .where(eq(banners.id, bannerId));
  });
}

export async function deleteSellerBanner(db: Db, shopId: string, bannerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwn(tx, shopId, bannerId);
    await tx.delete(banners).where(eq(banners.id, bannerId));
  });
}
