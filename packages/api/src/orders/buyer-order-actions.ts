import { AppError, isAppError } from '@cho-dep/core/errors/app-error';
import type { CancelReasonCode } from '@cho-dep/core/orders/buyer-order-tabs';
import { availableEvents } from '@cho-dep/core/orders/order-machine';
import type { Db } from '@cho-dep/db/client';
import { and, eq, inArray } from 'drizzle-orm';
import { addToCart } from '../cart/add-to-cart';
import { cartItems } from '../cart/cart.tables';
import { setLineSelection } from '../cart/cart-lines';
import { countCartItems, ownedBy } from '../cart/cart-queries';
import { type OrderRow, orderItems, orders } from './orders.tables';
import { orderStateOf, transitionOrder } from './transition-order';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface BuyerAction {
  userId: string;
  orderId: string;
  now: Date;
}

async function ownOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  if (!UUID.test(orderId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export interface CancelOutcome {
  /** 'cancelled' at once, or 'requested': the seller accepts or refuses the request. */
  outcome: 'cancelled' | 'requested';
  status: OrderRow['status'];
  /** The buyer had paid online: their money must go back (the route's refundIfDue sends it). */
  refundDue: boolean;
}

/**
 * The buyer's "Hủy đơn": before the seller confirms the order is cancelled at once
 * (buyer_cancel); once the seller prepares it, a cancel request goes to the seller
 * (buyer_request_cancel). Which one is the state machine's choice, not this function's.
 */
export async function cancelBuyerOrder(
  db: Db,
  input: BuyerAction & { reasonCode: CancelReasonCode },
): Promise<CancelOutcome> {
  const row = await ownOrder(db, input.userId, input.orderId);
  const offered = availableEvents(orderStateOf(row), 'buyer');
  const event = offered.includes('buyer_cancel')
    ? 'buyer_cancel'
    : offered.includes('buyer_request_cancel')
      ? 'buyer_request_cancel'
      : // Neither is allowed: let transitionOrder refuse it with the usual 409 and the state.
        'buyer_cancel';
  return db.transaction(async (tx) => {
    const { order, effects } = await transitionOrder(tx, {
      orderId: row.id,
      event,
      actor: 'buyer',
      scope: { kind: 'buyer', userId: input.userId },
      actorId: input.userId,
      note: input.reasonCode,
      now: input.now,
    });
    return {
      outcome: order.status === 'cancelled' ? 'cancelled' : 'requested',
      status: order.status,
      refundDue: effects.refundDue,
    };
  });
}

/** "Đã nhận được hàng": the order is delivered and completed (no return any more). */
export async function confirmReceipt(db: Db, input: BuyerAction): Promise<OrderRow['status']> {
  await ownOrder(db, input.userId, input.orderId);
  return db.transaction(async (tx) => {
    const { order } = await transitionOrder(tx, {
      orderId: input.orderId,
      event: 'buyer_confirm_receipt',
      actor: 'buyer',
      scope: { kind: 'buyer', userId: input.userId },
      actorId: input.userId,
      now: input.now,
    });
    return order.status;
  });
}

export interface BuyAgainResult {
  cartCount: number;
  added: string[];
  skipped: { variantId: string; name: string; code: string }[];
}

/**
 * "Mua lại": the order's variants go back in the cart, selected, so the cart page opens ready
 * for checkout. Each line goes through the cart's own add (stock checks, line limit); a line
 * short of stock is added with what is left; one sold out or no longer sold is skipped and
 * named in the answer.
 */
export async function buyAgain(db: Db, input: BuyerAction): Promise<BuyAgainResult> {
  const row = await ownOrder(db, input.userId, input.orderId);
  const owner = { userId: input.userId };
  const lines = await db
    .select({ variantId: orderItems.variantId, name: orderItems.productName, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id));
  const added: string[] = [];
  const skipped: BuyAgainResult['skipped'] = [];
  for (const line of lines) {
    try {
      await addToCart(db, owner, { variantId: line.variantId, quantity: line.quantity });
      added.push(line.variantId);
    } catch (error) {
      if (!isAppError(error)) throw error;
      const room = roomLeft(error);
      if (room > 0) {
        await addToCart(db, owner, { variantId: line.variantId, quantity: room });
        added.push(line.variantId);
      } else if (room === 0 && error.code === 'QUANTITY_EXCEEDS_STOCK') {
        // The cart already holds all the stock there is: the line is there, select it.
        added.push(line.variantId);
      } else {
        skipped.push({ variantId: line.variantId, name: line.name, code: error.code });
      }
    }
  }
  if (added.length > 0) {
    const cartLines = await db
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(ownedBy(owner), inArray(cartItems.variantId, added)));
    for (const cartLine of cartLines) {
      await setLineSelection(db, owner, cartLine.id, true, input.now);
    }
  }
  return { cartCount: await countCartItems(db, owner), added, skipped };
}

/** How many more units fit when the cart's add refused the whole quantity (-1: none, another reason). */
function roomLeft(error: AppError): number {
  if (error.code !== 'QUANTITY_EXCEEDS_STOCK') return -1;
  const stock = Number(error.params?.stock ?? 0);
  const inCart = Number(error.params?.inCart ?? 0);
  return Math.max(stock - inCart, 0);
}
