import { randomUUID } from 'node:crypto';
import type { ProductStatus } from '@cho-dep/core/catalog/catalog-states';
import type { ProductAttributes } from '@cho-dep/core/catalog/product-attributes';
import { productSlug } from '@cho-dep/core/catalog/product-slug';
import type { Db } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { categories } from '../products/catalog/categories.tables';
import { productImages, products, productVariants } from '../products/catalog/products.tables';

// For API tests: categories and products in chosen states, inserted directly so a test
// controls exactly what exists (the demo seed is tested separately).

/** A category named in the three languages, under `parentId` when given. */
async function insertCategoryRow(
  db: Db,
  input: { slug: string; vi: string; en: string; ko: string; parentId?: string; position?: number },
) {
  const [category] = await db
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
    .returning();
  if (!category) throw new Error('category insert returned nothing');
  return category;
}

/** Any category ("Áo thun") for a test that needs one: the row. */
export async function insertTestCategory(db: Db, slug = `test-${randomUUID().slice(0, 8)}`) {
  return insertCategoryRow(db, { slug, vi: 'Áo thun', en: 'T-shirts', ko: '티셔츠' });
}

/** A named category (search tests build a tree of them): its id. */
export async function insertCategory(
  db: Db,
  input: { slug: string; vi: string; en: string; ko: string; parentId?: string; position?: number },
): Promise<string> {
  return (await insertCategoryRow(db, input)).id;
}

export async function insertTestProduct(
  db: Db,
  input: {
    shopId: string;
    categoryId: string;
    name: string;
    status?: ProductStatus;
    soldCount?: number;
    brand?: string;
  },
) {
  const id = randomUUID();
  await db.insert(products).values({
    id,
    shopId: input.shopId,
    categoryId: input.categoryId,
    name: input.name,
    slug: productSlug(input.name, id),
    status: input.status ?? 'approved',
    price: 199_000,
    salePrice: 159_000,
    stock: 20,
    soldCount: input.soldCount ?? 0,
    brand: input.brand,
    weightGrams: 250,
    preparationDays: 2,
    returnDays: 7,
    returnConditions: ['defective'],
  });
  await db
    .insert(productImages)
    .values({ productId: id, imageKey: `catalog/products/test-${id}`, position: 0 });
  const variants = await db
    .insert(productVariants)
    .values(
      ['S', 'M'].map((size, position) => ({
        productId: id,
        optionValues: [{ name: 'Kích cỡ', value: size, image: null }],
        price: 199_000,
        salePrice: 159_000,
        stock: 10,
        position,
      })),
    )
    .returning({ id: productVariants.id });
  return { id, variantIds: variants.map((v) => v.id) };
}

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
