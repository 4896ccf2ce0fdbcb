import { AppError } from '@cho-dep/core/errors/app-error';
import type { GroupBuyProgramInput } from '@cho-dep/core/group-buying/group-buy-input-schema';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { products, productVariants } from '../products/catalog/products.tables';
import { groupBuyItems, groupBuyPrograms } from './group-buying.tables';

type Field = { path: string; message: string };
const LIST_NOT_CORRECT = 'validation.promotion.listNotCorrect';

/**
 * The items against the shop's catalogue, as a promotion program's are checked: the shop's
 * own product (or an active variant of it), the kind matches, nothing twice, the original
 * price is today's price and the program stock fits the stock.
 */
async function checkItems(tx: Tx, shopId: string, input: GroupBuyProgramInput): Promise<Field[]> {
  const productIds = [...new Set(input.items.map((i) => i.productId))].sort();
  const own = await tx
    .select({ id: products.id, price: products.effectivePrice, stock: products.stock })
    .from(products)
    .where(
      and(inArray(products.id, productIds), eq(products.shopId, shopId), sql`${products.status} <> 'draft'`),
    )
    .orderBy(asc(products.id));
  const variantIds = input.items.flatMap((i) => (i.variantId ? [i.variantId] : []));
  const variants =
    variantIds.length === 0
      ? []
      : await tx
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            price: sql<number>`coalesce(${productVariants.salePrice}, ${productVariants.price})`,
            stock: productVariants.stock,
          })
          .from(productVariants)
          .where(and(inArray(productVariants.id, variantIds), eq(productVariants.isActive, true)));
  const productById = new Map(own.map((p) => [p.id, p]));
  const variantById = new Map(variants.map((v) => [v.id, v]));
  const fields: Field[] = [];
  input.items.forEach((item, index) => {
    const at = (key: string) => `items.${index}.${key}`;
    const product = productById.get(item.productId);
    const variant = item.variantId ? variantById.get(item.variantId) : undefined;
    const wrongKind = input.kind === 'variant' ? item.variantId === null : item.variantId !== null;
    const twice = input.items.some(
      (other, j) => j < index && other.productId === item.productId && other.variantId === item.variantId,
    );
    if (!product || wrongKind || twice || (item.variantId && variant?.productId !== item.productId)) {
      fields.push({ path: at('productId'), message: LIST_NOT_CORRECT });
      return;
    }
    const current = variant ?? product;
    if (Number(current.price) !== item.originalPrice)
      fields.push({ path: at('originalPrice'), message: 'validation.promotion.priceChanged' });
    if (item.stock > current.stock)
      fields.push({ path: at('stock'), message: 'validation.promotion.stockAboveAvailable' });
  });
  return fields;
}

/** A new group-buy program of the shop; a start in the past means now. */
export async function createGroupBuyProgram(
  db: Db,
  shopId: string,
  input: GroupBuyProgramInput,
  now: Date,
): Promise<string> {
  if (input.endsAt <= now) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'endsAt', message: 'validation.promotion.endInPast' }],
    });
  }
  return db.transaction(async (tx) => {
    const fields = await checkItems(tx, shopId, input);
    if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
    const startsAt = input.startsAt < now ? now : input.startsAt;
    const [program] = await tx
      .insert(groupBuyPrograms)
      .values({
        shopId,
        name: input.name,
        kind: input.kind,
        teamSize: input.teamSize,
        windowHours: input.windowHours,
        startsAt,
        endsAt: input.endsAt,
        createdAt: now,
      })
      .returning({ id: groupBuyPrograms.id });
    if (!program) throw new AppError('INTERNAL');
    await tx.insert(groupBuyItems).values(
      input.items.map((item, position) => ({
        programId: program.id,
        productId: item.productId,
        variantId: item.variantId,
        teamPrice: item.discountedPrice,
        maxDiscount: item.maxDiscount,
        stock: item.stock,
        perOrderLimit: item.perOrderLimit,
        perUserLimit: item.perUserLimit,
        position,
      })),
    );
    return program.id;
  });
}

/**
 * Ends a running or upcoming program now: no new team opens; teams already open run to their
 * own end (their members paid for that promise).
 */
export async function endGroupBuyProgram(db: Db, shopId: string, id: string, now: Date): Promise<void> {
  const [ended] = await db
    .update(groupBuyPrograms)
    .set({ endedAt: now })
    .where(
      and(
        eq(groupBuyPrograms.id, id),
        eq(groupBuyPrograms.shopId, shopId),
        sql`${groupBuyPrograms.endedAt} IS NULL`,
        sql`${groupBuyPrograms.endsAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: groupBuyPrograms.id });
  if (ended) return;
  const [exists] = await db
    .select({ id: groupBuyPrograms.id })
    .from(groupBuyPrograms)
    .where(and(eq(groupBuyPrograms.id, id), eq(groupBuyPrograms.shopId, shopId)));
  throw new AppError(exists ? 'CONFLICT' : 'NOT_FOUND');
}
