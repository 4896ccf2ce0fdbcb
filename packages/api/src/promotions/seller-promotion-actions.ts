import { AppError } from '@cho-dep/core/errors/app-error';
import type { PromotionInput } from '@cho-dep/core/marketing/promotion-input-schema';
import {
  type PromotionTarget,
  promotionPhaseOf,
  targetsClash,
} from '@cho-dep/core/marketing/promotion-phase';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { isUuid } from '../follows/follow-service';
import { checkProgramItems } from './program-items-check';
import { promotionItems, promotions } from './promotions.tables';
import { promotionCoverPrefix } from './seller-promotion-cover';

type Field = { path: string; message: string };
const LIST_NOT_CORRECT = 'validation.promotion.listNotCorrect';

/**
 * A time bound inside raw SQL: postgres.js cannot send a Date there (PGlite can), so it goes
 * as ISO text with its type.
 */
function timestamptz(at: Date | string) {
  return sql`${new Date(at).toISOString()}::timestamptz`;
}

/**
 * Which of these targets are already held by an item of another program (any shop's, the
 * platform's or a campaign's) whose window overlaps [startsAt, endsAt): one flag per target.
 * Call it after locking the products' rows (no key update), as program writes and campaign
 * nominations and approvals do, so two writers cannot both pass it.
 */
export async function overlappingTargets(
  tx: Tx,
  targets: readonly PromotionTarget[],
  window: { startsAt: Date; endsAt: Date },
  selfId: string | null,
): Promise<boolean[]> {
  const productIds = [...new Set(targets.map((i) => i.productId))];
  if (productIds.length === 0) return [];
  const taken = await tx
    .select({ productId: promotionItems.productId, variantId: promotionItems.variantId })
    .from(promotionItems)
    .innerJoin(promotions, eq(promotions.id, promotionItems.promotionId))
    .where(
      and(
        inArray(promotionItems.productId, productIds),
        selfId ? ne(promotions.id, selfId) : undefined,
        sql`${promotions.startsAt} < ${timestamptz(window.endsAt)}`,
        sql`coalesce(least(${promotions.endedAt}, ${promotions.endsAt}), ${promotions.endsAt}) > ${timestamptz(window.startsAt)}`,
      ),
    );
  return targets.map((item) => taken.some((t) => targetsClash(t, item)));
}

/** Items of other programs holding one of these products in an overlapping window. */
async function checkOverlap(
  tx: Tx,
  input: PromotionInput,
  startsAt: Date,
  selfId: string | null,
): Promise<Field[]> {
  const flags = await overlappingTargets(tx, input.items, { startsAt, endsAt: input.endsAt }, selfId);
  return flags.flatMap((clash, index) =>
    clash ? [{ path: `items.${index}.productId`, message: 'validation.promotion.overlap' }] : [],
  );
}

async function validate(tx: Tx, shopId: string, input: PromotionInput, now: Date, selfId: string | null) {
  if (input.endsAt <= now)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'endsAt', message: 'validation.promotion.endInPast' }],
    });
  // A start already past means "from now": the record keeps when it really began.
  const startsAt = input.startsAt < now ? now : input.startsAt;
  const fields = await checkProgramItems(tx, shopId, input);
  // The cover must be one this shop uploaded (the key names the shop's folder).
  if (input.coverKey !== null && !input.coverKey.startsWith(promotionCoverPrefix(shopId)))
    fields.push({ path: 'coverKey', message: 'validation.banner.coverInvalid' });
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  const clashes = await checkOverlap(tx, input, startsAt, selfId);
  if (clashes.length > 0) throw new AppError('VALIDATION_FAILED', { fields: clashes });
  return startsAt;
}

async function writeItems(tx: Tx, promotionId: string, input: PromotionInput): Promise<void> {
  await tx.delete(promotionItems).where(eq(promotionItems.promotionId, promotionId));
  await tx.insert(promotionItems).values(
    input.items.map((item, position) => ({
      promotionId,
      productId: item.productId,
      variantId: item.variantId,
      discountedPrice: item.discountedPrice,
      maxDiscount: item.maxDiscount,
      stock: item.stock,
      perOrderLimit: item.perOrderLimit,
      perUserLimit: item.perUserLimit,
      position,
    })),
  );
}

/** A new program of the shop; 400 with field errors when a rule is broken. */
export async function createSellerPromotion(db: Db, shopId: string, input: PromotionInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const startsAt = await validate(tx, shopId, input, now, null);
    const [created] = await tx
      .insert(promotions)
      .values({
        shopId,
        name: input.name,
        kind: input.kind,
        coverKey: input.coverKey,
        startsAt,
        endsAt: input.endsAt,
      })
      .returning({ id: promotions.id });
    if (!created) throw new AppError('INTERNAL');
    await writeItems(tx, created.id, input);
    return created.id;
  });
}

async function lockOwn(tx: Tx, shopId: string, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await tx
    .select({
      kind: promotions.kind,
      startsAt: promotions.startsAt,
      endsAt: promotions.endsAt,
      endedAt: promotions.endedAt,
    })
    .from(promotions)
    .where(
      and(
        eq(promotions.id, id),
        eq(promotions.shopId, shopId),
        inArray(promotions.kind, ['product', 'variant']),
        // A campaign's program is the admin's to change (decision 027).
        isNull(promotions.campaignId),
      ),
    )
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Replaces an upcoming program. A running one is not edited (buyers may have bought at its
 * prices and its stock is being sold): the seller ends it early and makes a new one.
 */
export async function updateSellerPromotion(
  db: Db,
  shopId: string,
  id: string,
  input: PromotionInput,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, shopId, id);
    if (promotionPhaseOf(row, now) !== 'upcoming')
      throw new AppError('CONFLICT', { detail: 'only an upcoming program can be edited' });
    if (row.kind !== input.kind)
      throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'kind', message: LIST_NOT_CORRECT }] });
    const startsAt = await validate(tx, shopId, input, now, id);
    await tx
      .update(promotions)
      .set({ name: input.name, coverKey: input.coverKey, startsAt, endsAt: input.endsAt })
      .where(eq(promotions.id, id));
    await writeItems(tx, id, input);
  });
}

/** Ends a running program now (product.md §4): its prices stop applying at once. */
export async function endSellerPromotion(db: Db, shopId: string, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, shopId, id);
    if (promotionPhaseOf(row, now) !== 'running')
      throw new AppError('CONFLICT', { detail: 'only a running program can be ended' });
    await tx.update(promotions).set({ endedAt: now }).where(eq(promotions.id, id));
  });
}

/** Deletes an upcoming or ended program; a running one is ended first (sales are going on). */
export async function deleteSellerPromotion(db: Db, shopId: string, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, shopId, id);
    if (promotionPhaseOf(row, now) === 'running')
      throw new AppError('CONFLICT', { detail: 'end the program before deleting it' });
    await tx.delete(promotions).where(eq(promotions.id, id));
  });
}
