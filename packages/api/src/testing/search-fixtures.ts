import type { ProductStatus } from '@cho-dep/core/catalog/catalog-states';
import type { ProductAttributes } from '@cho-dep/core/catalog/product-attributes';
import type { Db } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { categories } from '../products/catalog/categories.tables';
import { products } from '../products/catalog/products.tables';
import { promotionItems, promotions } from '../promotions/promotions.tables';
import { insertTestProduct } from './catalog-fixtures';

/**
 * For search API tests: products with every field search reads (prices, dates, attributes,
 * rating, free shipping), on top of the catalog fixtures.
 */
export interface SearchProductSpec {
  shopId: string;
  categoryId: string;
  name: string;
  brand?: string;
  status?: ProductStatus;
  soldCount?: number;
  price?: number;
  salePrice?: number | null;
  createdAt?: Date;
  attributes?: ProductAttributes;
  ratingAvg?: number;
  freeShipping?: boolean;
}

export async function insertSearchProduct(db: Db, spec: SearchProductSpec): Promise<string> {
  const { id } = await insertTestProduct(db, {
    shopId: spec.shopId,
    categoryId: spec.categoryId,
    name: spec.name,
    status: spec.status,
    soldCount: spec.soldCount,
    brand: spec.brand,
  });
  await db
    .update(products)
    .set({
      price: spec.price ?? 200_000,
      salePrice: spec.salePrice === undefined ? null : spec.salePrice,
      createdAt: spec.createdAt ?? new Date('2025-01-01T00:00:00Z'),
      attributes: spec.attributes ?? {},
      ratingAvg: spec.ratingAvg ?? 0,
      freeShipping: spec.freeShipping ?? false,
    })
    .where(eq(products.id, id));
  return id;
}

export async function insertCategory(
  db: Db,
  input: { slug: string; vi: string; en: string; ko: string; parentId?: string; position?: number },
): Promise<string> {
  const [row] = await db
    .insert(categories)
    .values({
      slug: input.slug,
      nameVi: input.vi,
      nameEn: input.en,
      nameKo: input.ko,
      parentId: input.parentId ?? null,
      kind: 'fashion',
      position: input.position ?? 0,
    })
    .returning({ id: categories.id });
  if (!row) throw new Error('category insert returned nothing');
  return row.id;
}

/** A promotion over [startsAt, endsAt) holding the product at a program price. */
export async function insertPromotion(
  db: Db,
  input: { productId: string; startsAt: Date; endsAt: Date; endedAt?: Date },
): Promise<void> {
  const [promotion] = await db
    .insert(promotions)
    .values({
      name: 'Flash sale thử',
      kind: 'flash_sale',
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      endedAt: input.endedAt ?? null,
    })
    .returning({ id: promotions.id });
  if (!promotion) throw new Error('promotion insert returned nothing');
  await db
    .insert(promotionItems)
    .values({ promotionId: promotion.id, productId: input.productId, discountedPrice: 99_000, stock: 10 });
}
