import { AppError, type FieldError } from '@cho-dep/core/errors/app-error';
import { canDo, scheduleProblem } from '@cho-dep/core/live/live-rules';
import type { LiveInput } from '@cho-dep/core/live/live-schemas';
import type { Tx } from '@cho-dep/db/client';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { products } from '../products/catalog/products.tables';
import { vouchers } from '../vouchers/vouchers.tables';
import { liveFeatured, lives } from './live.tables';
import { liveCoverPrefix } from './live-cover';
import { scheduleLapse } from './live-lapse';
import { notifyFollowers } from './live-notices';
import { announceState, lockLive } from './live-state';
import { drawStreamKey, hashStreamKey } from './stream-key';

/**
 * Checks what the seller features: the shop's own products on sale and the shop's own
 * vouchers not yet over; the cover one this shop uploaded.
 */
async function checkInput(tx: Tx, shopId: string, input: LiveInput, now: Date): Promise<FieldError[]> {
  const fields: FieldError[] = [];
  if (input.coverKey !== null && !input.coverKey.startsWith(liveCoverPrefix(shopId)))
    fields.push({ path: 'coverKey', message: 'validation.live.coverInvalid' });
  if (input.productIds.length > 0) {
    const own = await tx
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          inArray(products.id, input.productIds),
          eq(products.shopId, shopId),
          eq(products.status, 'approved'),
        ),
      );
    const ok = new Set(own.map((p) => p.id));
    input.productIds.forEach((id, index) => {
      if (!ok.has(id))
        fields.push({ path: `productIds.${index}`, message: 'validation.live.productInvalid' });
    });
  }
  if (input.voucherIds.length > 0) {
    const own = await tx
      .select({ id: vouchers.id, endsAt: vouchers.endsAt, endedAt: vouchers.endedAt })
      .from(vouchers)
      .where(and(inArray(vouchers.id, input.voucherIds), eq(vouchers.shopId, shopId)));
    const ok = new Set(own.filter((v) => v.endedAt === null && v.endsAt > now).map((v) => v.id));
    input.voucherIds.forEach((id, index) => {
      if (!ok.has(id))
        fields.push({ path: `voucherIds.${index}`, message: 'validation.live.voucherInvalid' });
    });
  }
  return fields;
}

async function writeFeatured(tx: Tx, liveId: string, input: LiveInput): Promise<void> {
  await tx.delete(liveFeatured).where(eq(liveFeatured.liveId, liveId));
  const rows = [
    ...input.productIds.map((productId, position) => ({
      liveId,
      kind: 'product' as const,
      productId,
      position,
    })),
    ...input.voucherIds.map((voucherId, position) => ({
      liveId,
      kind: 'voucher' as const,
      voucherId,
      position,
    })),
  ];
  if (rows.length > 0) await tx.insert(liveFeatured).values(rows);
}

/**
 * A new live of the shop, scheduled: the followers are told, and the answer carries the
 * stream key, the only time it is ever shown (rotate it to see a new one).
 */
export async function scheduleLive(
  ctx: AppContext,
  shopId: string,
  input: LiveInput,
): Promise<{ id: string; streamKey: string }> {
  const now = ctx.now();
  const problem = scheduleProblem(input.scheduledAt, now);
  if (problem)
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'scheduledAt', message: problem }] });
  return ctx.database.db.transaction(async (tx) => {
    const fields = await checkInput(tx, shopId, input, now);
    if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
    const id = crypto.randomUUID();
    const streamKey = drawStreamKey();
    const [live] = await tx
      .insert(lives)
      .values({
        id,
        shopId,
        title: input.title,
        coverKey: input.coverKey,
        scheduledAt: input.scheduledAt,
        streamKeyHash: hashStreamKey(streamKey, id),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!live) throw new AppError('INTERNAL');
    await writeFeatured(tx, id, input);
    await scheduleLapse(tx, live);
    await notifyFollowers(tx, live, 'live.scheduled', now);
    return { id, streamKey };
  });
}

/** Edits a scheduled live (or the title and line-up of one on air); an ended one is kept as is. */
export async function updateLive(
  ctx: AppContext,
  shopId: string,
  liveId: string,
  input: LiveInput,
): Promise<void> {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const live = await lockLive(tx, liveId);
    if (!live || live.shopId !== shopId) throw new AppError('NOT_FOUND');
    if (!canDo(live.state, 'edit')) throw new AppError('CONFLICT');
    // On air, the start time is history: only a scheduled live moves.
    const scheduledAt = live.state === 'scheduled' ? input.scheduledAt : live.scheduledAt;
    const problem = scheduleProblem(scheduledAt, now, live.scheduledAt);
    const fields = await checkInput(tx, shopId, input, now);
    if (problem) fields.unshift({ path: 'scheduledAt', message: problem });
    if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
    const [updated] = await tx
      .update(lives)
      .set({ title: input.title, coverKey: input.coverKey, scheduledAt, updatedAt: now })
      .where(eq(lives.id, liveId))
      .returning();
    await writeFeatured(tx, liveId, input);
    if (updated && updated.scheduledAt.getTime() !== live.scheduledAt.getTime())
      await scheduleLapse(tx, updated);
    if (updated) await announceState(tx, updated);
  });
}

/** A new stream key (the old one stops working at once): shown once, in this answer. */
export async function rotateStreamKey(ctx: AppContext, shopId: string, liveId: string): Promise<string> {
  return ctx.database.db.transaction(async (tx) => {
    const live = await lockLive(tx, liveId);
    if (!live || live.shopId !== shopId) throw new AppError('NOT_FOUND');
    if (!canDo(live.state, 'rotateKey')) throw new AppError('CONFLICT');
    const streamKey = drawStreamKey();
    await tx
      .update(lives)
      .set({ streamKeyHash: hashStreamKey(streamKey, liveId), updatedAt: ctx.now() })
      .where(eq(lives.id, liveId));
    return streamKey;
  });
}
