import { randomUUID } from 'node:crypto';
import type { ProductStatus, ShopStatus } from '@cho-dep/core/catalog/catalog-states';
import { productSlug } from '@cho-dep/core/catalog/product-slug';
import type { Db } from '@cho-dep/db/client';
import { createUserForSeed } from '../accounts/seed-users';
import { categories } from '../products/catalog/categories.tables';
import { productImages, products, productVariants } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';

/**
 * For API tests: a shop with products in chosen states, inserted directly so a test controls
 * exactly what exists (the demo seed is tested separately).
 */
export async function insertTestShop(
  db: Db,
  input: { name: string; status?: ShopStatus; isPaused?: boolean; followerCount?: number },
) {
  const owner = await createUserForSeed(db, {
    email: `owner-${randomUUID().slice(0, 8)}@example.vn`,
    fullName: 'Chủ Shop Thử',
    password: 'Secret#123',
    roles: ['seller'],
  });
  const [shop] = await db
    .insert(shops)
    .values({
      ownerUserId: owner.id,
      name: input.name,
      slug: `${input.name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 6)}`,
      status: input.status ?? 'approved',
      isPaused: input.isPaused ?? false,
      followerCount: input.followerCount ?? 0,
      logoKey: 'catalog/shops/test-logo',
    })
    .returning();
  if (!shop) throw new Error('shop insert returned nothing');
  return shop;
}

export async function insertTestCategory(db: Db, slug = `test-${randomUUID().slice(0, 8)}`) {
  const [category] = await db
    .insert(categories)
    .values({ slug, nameVi: 'Áo thun', nameEn: 'T-shirts', nameKo: '티셔츠', kind: 'fashion' })
    .returning();
  if (!category) throw new Error('category insert returned nothing');
  return category;
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
