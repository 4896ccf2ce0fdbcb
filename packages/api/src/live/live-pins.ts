import { AppError } from '@cho-dep/core/errors/app-error';
import { LIVE_SERVER_EVENTS } from '@cho-dep/core/live/live-events';
import { canDo } from '@cho-dep/core/live/live-rules';
import type { LivePinInput } from '@cho-dep/core/live/live-schemas';
import type { Tx } from '@cho-dep/db/client';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { products } from '../products/catalog/products.tables';
import { publishAfterCommit } from '../realtime/publish';
import { liveRoom } from '../realtime/socket-rooms';
import { vouchers } from '../vouchers/vouchers.tables';
import { livePins, lives } from './live.tables';
import { pinViews } from './live-cards';
import { closeLivePrices, openLivePrice } from './live-price';
import { lockLive } from './live-state';
import type { LivePinView } from './live-view-schemas';

/** Closes the current pin (if any), answering the live price it carried while still running. */
async function closeCurrentPin(tx: Tx, liveId: string, now: Date): Promise<string | null> {
  const [closed] = await tx
    .update(livePins)
    .set({ unpinnedAt: now })
    .where(and(eq(livePins.liveId, liveId), isNull(livePins.unpinnedAt)))
    .returning({ promotionId: livePins.promotionId, endsAt: livePins.livePriceEndsAt });
  return closed?.promotionId && closed.endsAt && closed.endsAt > now ? closed.promotionId : null;
}

async function announcePin(_ctx: AppContext, tx: Tx, liveId: string, pin: LivePinView | null): Promise<void> {
  await publishAfterCommit(tx, {
    to: [],
    rooms: [liveRoom(liveId)],
    event: LIVE_SERVER_EVENTS.pin,
    data: { liveId, pin },
  });
}

async function loadOwn(ctx: AppContext, shopId: string, liveId: string) {
  const [live] = await ctx.database.db
    .select({ shopId: lives.shopId, state: lives.state, title: lives.title })
    .from(lives)
    .where(eq(lives.id, liveId));
  if (!live || live.shopId !== shopId) throw new AppError('NOT_FOUND');
  if (!canDo(live.state, 'pin')) throw new AppError('CONFLICT');
  return live;
}

async function checkTarget(ctx: AppContext, shopId: string, input: LivePinInput): Promise<void> {
  const db = ctx.database.db;
  if (input.kind === 'product') {
    const [p] = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(eq(products.id, input.productId), eq(products.shopId, shopId), eq(products.status, 'approved')),
      );
    if (!p) throw field('productId', 'validation.live.productInvalid');
    if ((input.livePrice === null) !== (input.livePriceMinutes === null))
      throw field('livePriceMinutes', 'validation.live.priceNeedsMinutes');
    return;
  }
  const [v] = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.id, input.voucherId),
        eq(vouchers.shopId, shopId),
        isNull(vouchers.endedAt),
        gt(vouchers.endsAt, ctx.now()),
      ),
    );
  if (!v) throw field('voucherId', 'validation.live.voucherInvalid');
}

function field(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ path, message }] });
}

/**
 * Pins a product or voucher: the previous pin closes (its live price with it), the new one is
 * stored with its time (a chapter of the replay) and every viewer sees it. A live price opens
 * its promotion first; if the pin then fails, the promotion is ended again.
 */
export async function pinToLive(
  ctx: AppContext,
  shopId: string,
  liveId: string,
  input: LivePinInput,
): Promise<LivePinView> {
  const live = await loadOwn(ctx, shopId, liveId);
  await checkTarget(ctx, shopId, input);
  const price =
    input.kind === 'product' && input.livePrice !== null && input.livePriceMinutes !== null
      ? await openLivePrice(ctx, shopId, live, input.productId, input.livePrice, input.livePriceMinutes)
      : null;
  const now = ctx.now();
  try {
    const { view, previousPrice } = await ctx.database.db.transaction(async (tx) => {
      const locked = await lockLive(tx, liveId);
      if (!locked || !canDo(locked.state, 'pin')) throw new AppError('CONFLICT');
      const previousPrice = await closeCurrentPin(tx, liveId, now);
      const [row] = await tx
        .insert(livePins)
        .values({
          liveId,
          kind: input.kind,
          productId: input.kind === 'product' ? input.productId : null,
          voucherId: input.kind === 'voucher' ? input.voucherId : null,
          livePrice: input.kind === 'product' ? input.livePrice : null,
          livePriceEndsAt: price?.endsAt ?? null,
          promotionId: price?.promotionId ?? null,
          pinnedAt: now,
        })
        .returning();
      if (!row) throw new AppError('INTERNAL');
      const [view] = await pinViews(ctx, tx, [row]);
      if (!view) throw new AppError('INTERNAL');
      await announcePin(ctx, tx, liveId, view);
      return { view, previousPrice };
    });
    if (previousPrice) await closeLivePrices(ctx, shopId, [previousPrice]);
    return view;
  } catch (error) {
    if (price) await closeLivePrices(ctx, shopId, [price.promotionId]);
    throw error;
  }
}

/** Takes the pin down (its live price ends); nothing pinned is not an error. */
export async function unpinFromLive(ctx: AppContext, shopId: string, liveId: string): Promise<void> {
  await loadOwn(ctx, shopId, liveId);
  const previousPrice = await ctx.database.db.transaction(async (tx) => {
    await lockLive(tx, liveId);
    const closed = await closeCurrentPin(tx, liveId, ctx.now());
    await announcePin(ctx, tx, liveId, null);
    return closed;
  });
  if (previousPrice) await closeLivePrices(ctx, shopId, [previousPrice]);
}
