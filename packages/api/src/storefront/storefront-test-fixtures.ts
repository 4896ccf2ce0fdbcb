import type { Db } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { banners } from '../banners/banners.tables';
import { products } from '../products/catalog/products.tables';
import { promotionItems, promotions } from '../promotions/promotions.tables';
import { collectionProducts, shopCollections } from '../shops/collections.tables';
import { shopPlacements } from './placements.tables';

/**
 * For the storefront's API tests: marketing rows and collections written directly, so each
 * test controls exactly which windows are running at the test clock's `now`.
 */
const HOUR_MS = 3_600_000;

export const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR_MS);

export async function insertBanner(
  db: Db,
  input: { title: string; shopId?: string; startsAt: Date; endsAt: Date; position?: number; link?: string },
) {
  const [row] = await db
    .insert(banners)
    .values({
      title: input.title,
      shopId: input.shopId ?? null,
      type: input.shopId ? 'shop' : 'home',
      imageKey: `catalog/banners/test-${input.title.replace(/\W+/g, '-')}`,
      link: input.link ?? null,
      position: input.position ?? 0,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
    })
    .returning();
  if (!row) throw new Error('banner insert returned nothing');
  return row;
}

export async function insertFlashSale(
  db: Db,
  input: {
    name: string;
    startsAt: Date;
    endsAt: Date;
    items: Array<{ productId: string; price: number; stock?: number; sold?: number }>;
  },
) {
  const [sale] = await db
    .insert(promotions)
    .values({
      name: input.name,
      kind: 'flash_sale',
      shopId: null,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
    })
    .returning();
  if (!sale) throw new Error('promotion insert returned nothing');
  if (input.items.length > 0) {
    await db.insert(promotionItems).values(
      input.items.map((item, position) => ({
        promotionId: sale.id,
        productId: item.productId,
        discountedPrice: item.price,
        stock: item.stock ?? 50,
        soldCount: item.sold ?? 0,
        position,
      })),
    );
  }
  return sale;
}

export async function insertBrandOfMonth(
  db: Db,
  input: { shopId: string; startsAt: Date; endsAt: Date; position?: number; headline?: string },
) {
  await db.insert(shopPlacements).values({
    kind: 'brand_of_month',
    shopId: input.shopId,
    headline: input.headline ?? null,
    position: input.position ?? 0,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
  });
}

export async function insertCollection(
  db: Db,
  input: { shopId: string; title: string; productIds: string[]; visible?: boolean; position?: number },
) {
  const [row] = await db
    .insert(shopCollections)
    .values({
      shopId: input.shopId,
      title: input.title,
      isVisible: input.visible ?? true,
      position: input.position ?? 0,
    })
    .returning();
  if (!row) throw new Error('collection insert returned nothing');
  if (input.productIds.length > 0) {
    await db
      .insert(collectionProducts)
      .values(input.productIds.map((productId, position) => ({ collectionId: row.id, productId, position })));
  }
  return row;
}

/** Sets listing columns the catalog fixture leaves at their defaults (sort tests need them). */
export async function updateProduct(
  db: Db,
  id: string,
  values: Partial<
    Pick<typeof products.$inferInsert, 'price' | 'salePrice' | 'viewCount' | 'soldCount' | 'createdAt'>
  >,
) {
  await db.update(products).set(values).where(eq(products.id, id));
}
