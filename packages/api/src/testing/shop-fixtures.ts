import { randomUUID } from 'node:crypto';
import type { ShopStatus } from '@cho-dep/core/catalog/catalog-states';
import type { Db } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { createUserForSeed } from '../accounts/seed-users';
import type { AppContext } from '../app/app-context';
import { shops } from '../shops/shops.tables';
import { HA_NOI, wardOf } from './address-fixtures';
import { insertTestCategory } from './catalog-fixtures';
import { type DetailedVariantSpec, insertDetailedProduct } from './product-fixtures';
import { insertSignedInUser } from './user-fixtures';

/** A shop (its owner a new seller account) in a chosen state, inserted directly. */
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

/** A shop with one product whose variants have the given stock and prices. */
export async function insertCartProduct(
  db: Db,
  input: { shopName: string; productName?: string; variants: DetailedVariantSpec[]; categoryId?: string },
) {
  const categoryId = input.categoryId ?? (await insertTestCategory(db)).id;
  const shop = await insertTestShop(db, { name: input.shopName });
  const product = await insertDetailedProduct(db, {
    shopId: shop.id,
    categoryId,
    name: input.productName ?? `Áo thun của ${input.shopName}`,
    variants: input.variants,
  });
  return { shop, categoryId, productId: product.id, variantIds: product.variantIds };
}

/** A shop in Hà Nội (pickup address set) with one product whose variants are `variants`. */
export async function insertSellingShop(
  ctx: AppContext,
  input: {
    name?: string;
    variants: DetailedVariantSpec[];
    businessType?: 'personal' | 'enterprise';
    paymentMethods?: string[];
  },
) {
  const world = await insertCartProduct(ctx.database.db, {
    shopName: input.name ?? `Shop ${randomUUID().slice(0, 6)}`,
    variants: input.variants,
  });
  await ctx.database.db
    .update(shops)
    .set({
      provinceCode: HA_NOI,
      wardCode: await wardOf(ctx, HA_NOI),
      street: '12 Hàng Bạc',
      businessType: input.businessType ?? 'personal',
      ...(input.paymentMethods ? { paymentMethods: input.paymentMethods } : {}),
    })
    .where(eq(shops.id, world.shop.id));
  return world;
}

/**
 * An approved shop (one product, pickup in Hà Nội) owned by a signed-in seller: by default
 * one variant Đen/M of `stock` units (20) at `price` (150,000 ₫); the shop approved
 * `approvedAt` when given.
 */
export async function insertSellerWithShop(
  ctx: AppContext,
  options: {
    stock?: number;
    price?: number;
    variants?: DetailedVariantSpec[];
    businessType?: 'personal' | 'enterprise';
    approvedAt?: Date;
  } = {},
) {
  const world = await insertSellingShop(ctx, {
    variants: options.variants ?? [
      { colour: 'Đen', size: 'M', stock: options.stock ?? 20, price: options.price ?? 150_000 },
    ],
    businessType: options.businessType,
  });
  const seller = await insertSignedInUser(ctx, { fullName: 'Trần Văn Bán' });
  await ctx.database.db
    .update(shops)
    .set({ ownerUserId: seller.userId, ...(options.approvedAt ? { approvedAt: options.approvedAt } : {}) })
    .where(eq(shops.id, world.shop.id));
  return {
    ...world,
    shopId: world.shop.id,
    variantId: world.variantIds[0] as string,
    headers: seller.headers,
    userId: seller.userId,
  };
}

/** A shop (with its owner) selling one product with two variants: Đen/M and Trắng/S. */
export async function insertReviewShop(ctx: AppContext) {
  return insertCartProduct(ctx.database.db, {
    shopName: `Shop ${randomUUID().slice(0, 6)}`,
    variants: [
      { colour: 'Đen', size: 'M', stock: 10, price: 200_000 },
      { colour: 'Trắng', size: 'S', stock: 10, price: 200_000 },
    ],
  });
}
