import { type BlookInput, checkBlookItems } from '@cho-dep/core/community/blook-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, inArray } from 'drizzle-orm';
import { isUuid } from '../../follows/follow-service';
import { products, productVariants } from '../../products/catalog/products.tables';
import { blookCategories, blookItems, blookSubCategories, blooks, blookTemplates } from './blooks.tables';
import { refuseOffensive } from './refuse-offensive';

/**
 * Publishes a look. The template decides which slots there are; each must hold exactly one
 * product that buyers can buy now (listed, any shop), and a chosen variant must be one of
 * that product's active variants. The title passes the community's word filter.
 */
export async function createBlook(
  db: Db,
  authorId: string,
  input: BlookInput,
  now: Date,
): Promise<{ id: string }> {
  await refuseOffensive(db, authorId, input.title);
  const [template] = await db.select().from(blookTemplates).where(eq(blookTemplates.id, input.templateId));
  if (!template) throw fieldError('templateId', 'validation.blook.template');
  const [category] = await db
    .select({ id: blookCategories.id })
    .from(blookCategories)
    .where(eq(blookCategories.id, input.categoryId));
  if (!category) throw fieldError('categoryId', 'validation.blook.category');
  if (input.subCategoryId) {
    const [sub] = await db
      .select({ id: blookSubCategories.id })
      .from(blookSubCategories)
      .where(
        and(eq(blookSubCategories.id, input.subCategoryId), eq(blookSubCategories.categoryId, category.id)),
      );
    if (!sub) throw fieldError('subCategoryId', 'validation.blook.subCategory');
  }

  const problems = checkBlookItems(
    template.slots.map((slot) => slot.slot),
    input.items,
  );
  if (problems.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      fields: problems.map((p) => ({
        path: 'items',
        message: `validation.blook.${p.problem}`,
        params: { slot: p.slot },
      })),
    });
  }

  const productIds = [...new Set(input.items.map((item) => item.productId))];
  const onSale = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.listed, true)));
  const onSaleIds = new Set(onSale.map((row) => row.id));
  const variantIds = input.items.flatMap((item) => (item.variantId ? [item.variantId] : []));
  const variants =
    variantIds.length === 0
      ? []
      : await db
          .select({ id: productVariants.id, productId: productVariants.productId })
          .from(productVariants)
          .where(and(inArray(productVariants.id, variantIds), eq(productVariants.isActive, true)));
  const variantProduct = new Map(variants.map((v) => [v.id, v.productId]));
  const refused = input.items.flatMap((item, index) => {
    if (!onSaleIds.has(item.productId))
      return [{ path: `items.${index}.productId`, message: 'validation.blook.product' }];
    if (item.variantId && variantProduct.get(item.variantId) !== item.productId) {
      return [{ path: `items.${index}.variantId`, message: 'validation.blook.variant' }];
    }
    return [];
  });
  if (refused.length > 0) throw new AppError('VALIDATION_FAILED', { fields: refused });

  const order = new Map(template.slots.map((slot, position) => [slot.slot, position]));
  return db.transaction(async (tx) => {
    const [blook] = await tx
      .insert(blooks)
      .values({
        authorId,
        title: input.title,
        categoryId: category.id,
        subCategoryId: input.subCategoryId ?? null,
        templateId: template.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: blooks.id });
    if (!blook) throw new AppError('INTERNAL');
    await tx.insert(blookItems).values(
      input.items.map((item) => ({
        blookId: blook.id,
        slot: item.slot,
        productId: item.productId,
        variantId: item.variantId ?? null,
        position: order.get(item.slot) ?? 0,
      })),
    );
    return { id: blook.id };
  });
}

function fieldError(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ path, message }] });
}

/** Only the author deletes a blook; anyone else is told it does not exist (404). */
export async function deleteBlook(db: Db, authorId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const deleted = await db
    .delete(blooks)
    .where(and(eq(blooks.id, id), eq(blooks.authorId, authorId)))
    .returning({ id: blooks.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

/**
 * A moderator takes a blook down (or puts it back): it leaves every list and its page
 * answers 404 to everyone but its author, who sees the reason. For the moderation desk, in
 * its transaction (the decision, the audit line and the author's notice go together).
 * Answers the author, or null when there is no such blook.
 */
export async function setBlookRemoved(
  tx: Tx,
  id: string,
  reason: string,
  now: Date = new Date(),
): Promise<{ authorId: string; title: string } | null> {
  const [row] = await tx
    .update(blooks)
    .set({ status: 'removed', removedReason: reason, removedAt: now, updatedAt: now })
    .where(eq(blooks.id, id))
    .returning({ authorId: blooks.authorId, title: blooks.title });
  return row ?? null;
}

export async function restoreBlook(
  tx: Tx,
  id: string,
  now: Date = new Date(),
): Promise<{ authorId: string; title: string } | null> {
  const [row] = await tx
    .update(blooks)
    .set({ status: 'published', removedReason: null, removedAt: null, updatedAt: now })
    .where(eq(blooks.id, id))
    .returning({ authorId: blooks.authorId, title: blooks.title });
  return row ?? null;
}
