import { AppError } from '@cho-dep/core/errors/app-error';
import { paidPerLine } from '@cho-dep/core/returns/refund-amount';
import type { Db } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import { orderItems, orders } from '../orders/orders.tables';
import { orderStateOf } from '../orders/transition-order';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReturnFormData {
  orderId: string;
  code: string;
  /** A request can be made now: delivered, not completed, not international. */
  eligible: boolean;
  international: boolean;
  items: {
    orderItemId: string;
    productName: string;
    variantLabel: string;
    quantity: number;
    unitPrice: number;
    /** What the buyer paid for the whole line after vouchers: the form's estimate uses it. */
    linePaid: number;
  }[];
}

/** What the buyer's return form needs about one of their orders (404 for anyone else's). */
export async function returnFormData(db: Db, userId: string, orderId: string): Promise<ReturnFormData> {
  if (!UUID.test(orderId)) throw new AppError('NOT_FOUND');
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new AppError('NOT_FOUND');
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const paid = paidPerLine({
    lines,
    shopDiscount: order.shopDiscount,
    platformDiscount: order.platformDiscount,
  });
  const state = orderStateOf(order);
  return {
    orderId: order.id,
    code: order.code,
    eligible: state.status === 'delivered' && !state.completed && !state.international,
    international: state.international,
    items: lines.map((line) => ({
      orderItemId: line.id,
      productName: line.productName,
      variantLabel: line.variantLabel,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      linePaid: paid.get(line.id) ?? line.lineTotal,
    })),
  };
}
