import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { ShopCategoryInput } from '@cho-dep/core/seller-shop/shop-category-schema';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, count, eq } from 'drizzle-orm';
import { isUuid } from '../../follows/follow-service';
import { collectionProducts, shopCollections } from '../collections.tables';
import { shops } from '../shops.tables';
import { ownProductIds } from './shop-category-queries';

/** Refuses product ids that are not the shop's own, naming each one's place in the list. */
async function checkProducts(tx: Tx, shopId: string, ids: readonly string[]): Promise<void> {
  const own = await ownProductIds(tx, shopId, ids);
  const fields = ids.flatMap((id, index) =>
    own.has(id) ? [] : [{ path: `productIds.${index}`, message: 'validation.shopCategory.notOwnProduct' }],
  );
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}

async function writeProducts(tx: Tx, categoryId: string, ids: readonly string[]): Promise<void> {
  await tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, categoryId));
  if (ids.length > 0) {
    await tx
      .insert(collectionProducts)
      .values(ids.map((productId, position) => ({ collectionId: categoryId, productId, position })));
  }
}

/** A new category of the shop, shown to buyers from the start, with its products. */
export async function createShopCategory(db: Db, shopId: string, input: ShopCategoryInput): Promise<string> {
  return db.transaction(async (tx) => {
    // The shop row lock serialises concurrent creations, so the per-shop cap holds.
    await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
    const [existing] = await tx
      .select({ value: count() })
      .from(shopCollections)
      .where(eq(shopCollections.shopId, shopId));
    if (Number(existing?.value ?? 0) >= LIMITS.shopCategories.perShopMax) {
      throw new AppError('CONFLICT', { detail: 'shop category limit reached' });
    }
    await checkProducts(tx, shopId, input.productIds);
    const [created] = await tx
      .insert(shopCollections)
      .values({ shopId, title: input.title })
      .returning({ id: shopCollections.id });
    if (!created) throw new AppError('INTERNAL');
    await writeProducts(tx, created.id, input.productIds);
    return created.id;
  });
}

async function lockOwn(tx: Tx, shopId: string, categoryId: string): Promise<void> {
  if (!isUuid(categoryId)) throw new AppError('NOT_FOUND');
  const [row] = await tx
    .select({ id: shopCollections.id })
    .from(shopCollections)
    .where(and(eq(shopCollections.id, categoryId), eq(shopCollections.shopId, shopId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
}

/** Replaces the title and the product list of one of the shop's categories. */
export async function updateShopCategory(
  db: Db,
  shopId: string,
  categoryId: string,
  input: ShopCategoryInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwn(tx, shopId, categoryId);
    await checkProducts(tx, shopId, input.productIds);
    await tx.update(shopCollections).set({ title: input.title }).where(eq(shopCollections.id, categoryId));
    await writeProducts(tx, categoryId, input.productIds);
  });
}

/** Shows or hides the category to buyers (the UI asks for a confirmation first). */
export async function setShopCategoryVisible(db: Db, shopId: string, categoryId: string, visible: boolean) {
  await db.transaction(async (tx) => {
    await lockOwn(tx, shopId, categoryId);
    await tx.update(shopCollections).set({ isVisible: visible }).where(eq(shopCollections.id, categoryId));
  });
}

/** Deletes the category; its products stay (only the links go, by cascade). */
export async function deleteShopCategory(db: Db, shopId: string, categoryId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwn(tx, shopId, categoryId);
    await tx.delete(shopCollections).where(eq(shopCollections.id, categoryId));
  });
}
