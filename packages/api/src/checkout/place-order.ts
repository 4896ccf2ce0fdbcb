import { createHash } from 'node:crypto';
import type { PlaceOrderInput } from '@cho-dep/core/checkout/checkout-schemas';
import { isPrepaid } from '@cho-dep/core/checkout/payment-methods';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { VoucherChannel } from '@cho-dep/core/vouchers/voucher-channel';
import type { Tx } from '@cho-dep/db/client';
import { uniqueViolation } from '@cho-dep/db/unique-violation';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { attributeCheckout, type CheckoutVisitor } from '../affiliate/conversions/attribute-checkout';
import type { AppContext } from '../app/app-context';
import { lockSelectedVariants, removeCartLines } from '../cart/cart-lines';
import { holdTeamSeat } from '../group-buying/hold-team-seat';
import { scheduleJob } from '../jobs/job-runner';
import { attributeOrdersToLive } from '../live/live-attribution';
import { promotionUnitsBought } from '../orders/buyer-purchases';
import { claimCheckoutKey, storeCheckoutAnswer } from '../orders/checkout-records';
import { checkouts } from '../orders/orders.tables';
import { countPlacedOrders, writeOrders } from '../orders/write-orders';
import { afterThisWrite } from '../page-cache/page-changes';
import { adjustProductRollups } from '../products/catalog/product-rollups';
import { lockVariants, takeVariantStock } from '../products/catalog/variant-stock';
import { forgetOrderedPages } from '../products/product-detail-query';
import { takePromotionUnits } from '../promotions/promotion-units';
import { promotionItems } from '../promotions/promotions.tables';
import { redeemVouchers } from '../vouchers/redeem-vouchers';
import type { PlacedCheckout } from './checkout-answer-schemas';
import { enqueueOrderInfoMail } from './order-info-mail';
import { PAYMENT_DEADLINE_JOB } from './payment-deadline';
import { type CheckoutActor, planCheckout } from './plan-checkout';

export interface PlaceOrderRequest {
  input: PlaceOrderInput;
  idempotencyKey: string;
  /** For the order-info mail of a signed-in buyer. */
  userEmail: string | null;
  language: string;
  /** Where the mail's links point (public-origin.ts); the configured public URL when absent. */
  origin?: string;
  /** The app or the web (app-only vouchers); the web when absent. */
  channel?: VoucherChannel;
  /** The browser's last click on a KOL's link and its device (affiliate attribution). */
  affiliate?: CheckoutVisitor;
}

/** Thrown inside the transaction when another submit with the same key won the race. */
class AlreadyPlaced extends Error {}

const ownerKeyOf = (actor: CheckoutActor) => ('userId' in actor ? `u:${actor.userId}` : `g:${actor.guestId}`);

/**
 * Places a checkout: one order per shop, in ONE transaction that
 * 1. claims the idempotency key (the unique index makes a concurrent submit with the same key
 *    wait for this one, then find its answer; a retry of a placed checkout finds it at once),
 * 2. locks the variant rows (in id order, so two checkouts never deadlock) and only then
 *    prices the order, so stock and prices cannot move under it,
 * 3. takes promotion units with a conditional update (never past the program's stock),
 * 4. redeems the vouchers under their row locks (budget and per-user limits hold),
 * 5. writes orders, lines (with the Decree 117 withholding), history and discounts, the
 *    payment deadline job and the order-info mail, and empties the cart lines bought.
 * Either all of it happens or none. The answer is stored, so a retried submit (same key and
 * body) gets the identical answer; the same key with another body is refused. Every statement
 * is a round trip while the variants are locked: the transaction reads nothing twice.
 */
export async function placeOrder(
  ctx: AppContext,
  actor: CheckoutActor,
  request: PlaceOrderRequest,
): Promise<PlacedCheckout> {
  const { input, idempotencyKey } = request;
  const ownerKey = ownerKeyOf(actor);
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');

  for (let attempt = 1; ; attempt++) {
    try {
      // The first caller answers with the copy it stored (read back as stored: identical bytes).
      return await ctx.database.db.transaction((tx) =>
        placeInTransaction(ctx, tx, actor, request, ownerKey, requestHash),
      );
    } catch (error) {
      if (error instanceof AlreadyPlaced) break;
      // Two orders drew the same human code (32^6 a day: at a hundred orders a second a clash
      // comes within the day). Nothing of the checkout was kept: place it again, with new codes.
      if (attempt < 3 && uniqueViolation(error) === 'orders_code_key') continue;
      throw error;
    }
  }
  // A retry, or a concurrent submit with the same key: the stored copy of the first one.
  const placed = await findPlaced(ctx, ownerKey, idempotencyKey, requestHash);
  if (!placed) throw new AppError('ORDER_CREATION_FAILED');
  return placed;
}

async function findPlaced(
  ctx: AppContext,
  ownerKey: string,
  key: string,
  requestHash: string,
): Promise<PlacedCheckout | null> {
  const [row] = await ctx.database.db
    .select({ requestHash: checkouts.requestHash, answer: checkouts.answer })
    .from(checkouts)
    .where(and(eq(checkouts.ownerKey, ownerKey), eq(checkouts.idempotencyKey, key)));
  if (!row) return null;
  if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return row.answer as PlacedCheckout;
}

async function placeInTransaction(
  ctx: AppContext,
  tx: Tx,
  actor: CheckoutActor,
  request: PlaceOrderRequest,
  ownerKey: string,
  requestHash: string,
): Promise<PlacedCheckout> {
  const { input } = request;
  const draft = input.draft;
  const now = ctx.now();
  const userId = 'userId' in actor ? actor.userId : null;
  const guestId = 'guestId' in actor ? actor.guestId : null;

  // Every statement here is a key lookup or a write by key: their plans may be reused from one
  // checkout to the next instead of made each time (connections otherwise plan every run, for
  // search: db/client.ts). Sent with the claim below, it costs no round trip of its own; it
  // took a third off a checkout's database CPU (decision 057).
  //
  // 1. The key. Placeholder money columns are filled in at the end of this transaction.
  // 2. The variants locked, in the same round trip (a key already used rolls the lock back with
  //    the rest); the lines are then priced under the lock.
  const [, checkoutId] = await Promise.all([
    ctx.database.kind === 'postgres' ? tx.execute(sql`set local plan_cache_mode = auto`) : null,
    claimCheckoutKey(tx, {
      userId,
      guestId,
      ownerKey,
      idempotencyKey: request.idempotencyKey,
      requestHash,
      paymentMethod: draft.paymentMethod,
      walletProvider: draft.paymentMethod === 'EWALLET' ? (draft.walletProvider ?? 'momo') : null,
      contactEmail: input.contactEmail ?? request.userEmail,
      goodsTotal: 0,
      shippingTotal: 0,
      shopDiscount: 0,
      platformDiscount: 0,
      shippingDiscount: 0,
      totalPayment: 0,
      createdAt: now,
    }),
    lockBoughtVariants(tx, actor, draft),
  ]);
  if (!checkoutId) throw new AlreadyPlaced();

  const plan = await planCheckout(tx, ctx.carriers, actor, draft, now, request.channel);
  const [first] = plan.problems;
  if (first) throw new AppError(first.code, { params: first.params });
  if (plan.totals.totalPayment !== input.expectedTotal) {
    throw new AppError('PRICE_CHANGED', { params: { total: plan.totals.totalPayment } });
  }

  const lines = plan.shops.flatMap((s) => s.lines);
  // 3. Promotion units: lock the program rows, recount this buyer's purchases, then take units.
  const promoIds = [
    ...new Set(lines.flatMap((l) => (l.promotion ? [l.promotion.promotionItemId] : []))),
  ].sort();
  if (promoIds.length > 0) {
    const locked = await tx
      .select({ id: promotionItems.id, perUserLimit: promotionItems.perUserLimit })
      .from(promotionItems)
      .where(inArray(promotionItems.id, promoIds))
      .orderBy(asc(promotionItems.id))
      .for('update');
    const bought = await promotionUnitsBought(tx, actor, promoIds);
    for (const item of locked) {
      const units = lines
        .filter((l) => l.promotion?.promotionItemId === item.id)
        .reduce((sum, l) => sum + l.quantity, 0);
      if (item.perUserLimit !== null && (bought.get(item.id) ?? 0) + units > item.perUserLimit) {
        throw new AppError('PROMOTION_USER_LIMIT_EXCEEDED', { params: { limit: item.perUserLimit } });
      }
      if (!(await takePromotionUnits(tx, item.id, units))) throw new AppError('PROMOTION_LIMIT_EXCEEDED');
    }
  }

  // Stock: the rows are locked; the condition is a second guard that can never go negative.
  // The products' roll-ups go in the same round trip (PostgreSQL runs them in the order sent).
  await Promise.all([
    takeVariantStock(
      tx,
      [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId)),
      now,
    ),
    adjustProductRollups(tx, lines, -1),
  ]);

  // 4. Vouchers.
  await redeemVouchers(tx, {
    checkoutId,
    userId,
    applied: plan.selection.applied.map((a) => ({
      voucherId: a.voucherId,
      amount: a.amount,
      paidBy: a.paidBy,
    })),
    now,
  });

  // 5. Orders.
  const prepaid = isPrepaid(draft.paymentMethod);
  const deadline = prepaid ? new Date(now.getTime() + LIMITS.checkout.paymentWindowMinutes * 60_000) : null;
  const placedOrders = await writeOrders(tx, plan, {
    checkoutId,
    userId,
    guestId,
    now,
    deadline,
    prepaid,
    note: draft.buyerNote,
  });

  // Bought from a live: its shop's orders count in the live's figures (decision 063).
  if (draft.liveId) await attributeOrdersToLive(tx, draft.liveId, placedOrders, now);

  // Came through a KOL's link: the orders and their commission are the KOL's (decision 072).
  await attributeCheckout(ctx, tx, {
    visitor: request.affiliate ?? { clickId: null, deviceId: null },
    buyerUserId: userId,
    checkoutId,
    placed: placedOrders,
    now,
  });

  // A group-buy seat, held under the team's row lock (decision 061).
  if (draft.groupBuy) {
    const [order] = placedOrders;
    const [line] = lines;
    if (!order || !line) throw new AppError('ORDER_CREATION_FAILED');
    await holdTeamSeat(tx, {
      choice: draft.groupBuy,
      userId,
      checkoutId,
      orderId: order.id,
      quantity: line.quantity,
      now,
    });
  }

  const answer: PlacedCheckout = {
    checkoutId,
    orders: placedOrders,
    totalPayment: plan.totals.totalPayment,
    paymentMethod: draft.paymentMethod,
    paymentUrl: null,
    paymentDeadline: deadline?.toISOString() ?? null,
  };
  const email = input.contactEmail ?? request.userEmail;
  if (email)
    await enqueueOrderInfoMail(tx, ctx, {
      to: email,
      language: request.language,
      checkout: answer,
      plan,
      origin: request.origin ?? ctx.config.publicUrl,
    });
  // The last writes go in one round trip, PostgreSQL running them in the order sent; the shops'
  // figures of the day last, a row every order of the shop's day writes and holds to the commit.
  const [stored] = await Promise.all([
    storeCheckoutAnswer(tx, checkoutId, {
      goodsTotal: plan.totals.goods,
      shippingTotal: plan.totals.shipping,
      shopDiscount: plan.totals.shopDiscount,
      platformDiscount: plan.totals.platformDiscount,
      shippingDiscount: plan.totals.shippingDiscount,
      totalPayment: plan.totals.totalPayment,
      cashback: plan.totals.cashback,
      paymentDeadline: deadline,
      express: draft.source === 'express',
      answer,
    }),
    deadline
      ? scheduleJob(tx, {
          kind: PAYMENT_DEADLINE_JOB,
          key: `${PAYMENT_DEADLINE_JOB}:${checkoutId}`,
          runAt: deadline,
          payload: { checkoutId },
        })
      : null,
    draft.source === 'cart'
      ? removeCartLines(
          tx,
          actor,
          lines.map((l) => l.variantId),
        )
      : null,
    countPlacedOrders(
      tx,
      placedOrders.map((o) => o.id),
      prepaid,
    ),
  ]);
  // Once committed, the cached pages showing what this order took (decision 055).
  afterThisWrite(() =>
    forgetOrderedPages(
      ctx.store,
      lines.map((l) => ({ productId: l.productId, promoted: Boolean(l.promotion) })),
      plan.selection.applied.length > 0,
    ),
  );
  return stored as PlacedCheckout;
}

/** Locks the variants the checkout buys, in id order (no two checkouts wait on each other). */
function lockBoughtVariants(tx: Tx, actor: CheckoutActor, draft: PlaceOrderRequest['input']['draft']) {
  if (draft.source === 'cart') return lockSelectedVariants(tx, actor);
  return lockVariants(
    tx,
    (draft.items ?? []).map((i) => i.variantId),
  );
}
