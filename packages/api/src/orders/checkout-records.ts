import type { Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { checkouts } from './orders.tables';

type NewCheckout = typeof checkouts.$inferInsert;

/**
 * Claims a checkout's idempotency key: the row (its totals written by storeCheckoutAnswer once
 * the orders are placed in the same transaction), or null when another submit with the same key holds it (the unique index makes that submit wait for this
 * one's transaction, then find its answer).
 */
export async function claimCheckoutKey(tx: Tx, checkout: NewCheckout): Promise<string | null> {
  const [claimed] = await tx
    .insert(checkouts)
    .values(checkout)
    .onConflictDoNothing({ target: [checkouts.ownerKey, checkouts.idempotencyKey] })
    .returning({ id: checkouts.id });
  return claimed?.id ?? null;
}

/**
 * The money of a placed checkout and the answer every retry of it gets, stored at the end.
 * Answers the answer as stored (jsonb orders its keys), so the first caller and every retry
 * send the same bytes.
 */
export async function storeCheckoutAnswer(
  tx: Tx,
  checkoutId: string,
  placed: Pick<
    NewCheckout,
    | 'goodsTotal'
    | 'shippingTotal'
    | 'shopDiscount'
    | 'platformDiscount'
    | 'shippingDiscount'
    | 'totalPayment'
    | 'cashback'
    | 'paymentDeadline'
    | 'express'
    | 'answer'
  >,
): Promise<unknown> {
  const [row] = await tx
    .update(checkouts)
    .set(placed)
    .where(eq(checkouts.id, checkoutId))
    .returning({ answer: checkouts.answer });
  return row?.answer;
}
