import { AppError } from '@cho-dep/core/errors/app-error';
import {
  BUYER_ORDER_TABS,
  type BuyerOrderTab,
  canBuyAgain,
  canPayAgain,
  statusOfTab,
} from '@cho-dep/core/orders/buyer-order-tabs';
import { type HistoryDetail, historyDetailOf } from '@cho-dep/core/orders/history-note';
import { availableEvents } from '@cho-dep/core/orders/order-machine';
import type { Db } from '@cho-dep/db/client';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { trackingEventsOf } from '../shipments/tracking-events';
import { shops } from '../shops/shops.tables';
import type { BuyerOrderCard, BuyerOrderDetail, BuyerOrderList } from './buyer-order-schemas';
import { checkouts, type OrderRow, orderDiscounts, orderHistory, orderItems, orders } from './orders.tables';
import { orderStateOf } from './transition-order';

/** Orders per page of the buyer's list: a phone screen shows two or three cards. */
export const BUYER_ORDERS_PAGE_SIZE = 10;
const THUMB = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ListQuery {
  userId: string;
  tab: BuyerOrderTab;
  page: number;
  now: Date;
  urlOf: UrlOf;
}

/** The signed-in buyer's orders in one tab, newest first, with the count of every tab. */
export async function listBuyerOrders(db: Db, query: ListQuery): Promise<BuyerOrderList> {
  const status = statusOfTab(query.tab);
  const where = and(eq(orders.userId, query.userId), status ? eq(orders.status, status) : undefined);
  const pageSize = BUYER_ORDERS_PAGE_SIZE;
  const rows = await db
    .select({ order: orders, shop: { id: shops.id, name: shops.name, slug: shops.slug } })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const counts = await countByTab(db, query.userId);
  const lines = await linesOf(
    db,
    rows.map((r) => r.order.id),
    query.urlOf,
  );
  const total = counts[query.tab];
  return {
    items: rows.map((r) => toCard(r.order, r.shop, lines.get(r.order.id) ?? [], query.now)),
    page: query.page,
    pageSize,
    total,
    hasMore: query.page * pageSize < total,
    counts,
  };
}

async function countByTab(db: Db, userId: string): Promise<Record<BuyerOrderTab, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.userId, userId))
    .groupBy(orders.status);
  const counts = Object.fromEntries(BUYER_ORDER_TABS.map((tab) => [tab, 0])) as Record<BuyerOrderTab, number>;
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.all += row.n;
  }
  return counts;
}

type Line = BuyerOrderCard['items'][number];

async function linesOf(db: Db, orderIds: string[], urlOf: UrlOf): Promise<Map<string, Line[]>> {
  const out = new Map<string, Line[]>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  for (const row of rows) {
    const list = out.get(row.orderId) ?? [];
    list.push({
      id: row.id,
      productId: row.productId,
      variantId: row.variantId,
      name: row.productName,
      variant: row.variantLabel,
      imageUrl: imageUrl(urlOf, row.imageKey, THUMB),
      quantity: row.quantity,
      originalPrice: row.originalPrice,
      unitPrice: row.unitPrice,
      lineTotal: row.lineTotal,
    });
    out.set(row.orderId, list);
  }
  return out;
}

function toCard(order: OrderRow, shop: BuyerOrderCard['shop'], items: Line[], now: Date): BuyerOrderCard {
  const state = orderStateOf(order);
  return {
    id: order.id,
    code: order.code,
    checkoutId: order.checkoutId,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    completed: state.completed,
    shop,
    items,
    itemCount: items.reduce((sum, line) => sum + line.quantity, 0),
    total: order.total,
    paymentDeadline: order.paymentDeadline?.toISOString() ?? null,
    actions: availableEvents(state, 'buyer'),
    canPayAgain: canPayAgain(state, order.paymentDeadline, now),
    canBuyAgain: canBuyAgain(state),
  };
}

/**
 * One order with its timeline, tracking, money and vouchers. `owner` is the signed-in buyer,
 * whose orders alone are found (anyone else's is NOT_FOUND), or 'signed-link': the caller has
 * checked a token naming this very order (order-access-token.ts), as a guest has no login.
 */
export async function buyerOrderDetail(
  db: Db,
  input: { owner: { userId: string } | 'signed-link'; orderId: string; now: Date; urlOf: UrlOf },
): Promise<BuyerOrderDetail> {
  if (!UUID.test(input.orderId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({
      order: orders,
      shop: { id: shops.id, name: shops.name, slug: shops.slug },
      walletProvider: checkouts.walletProvider,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(
      and(
        eq(orders.id, input.orderId),
        input.owner === 'signed-link' ? undefined : eq(orders.userId, input.owner.userId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  const { order } = row;
  const lines = await linesOf(db, [order.id], input.urlOf);
  const history = await db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, order.id))
    .orderBy(asc(orderHistory.actionTime), asc(orderHistory.statusId));
  const discounts = await db
    .select()
    .from(orderDiscounts)
    .where(eq(orderDiscounts.orderId, order.id))
    .orderBy(asc(orderDiscounts.voucherCode));
  const tracking = await trackingEventsOf(db, order.id);
  const { recipient } = order;
  return {
    ...toCard(order, row.shop, lines.get(order.id) ?? [], input.now),
    walletProvider: row.walletProvider,
    recipient: {
      recipientName: recipient.recipientName,
      phone: recipient.phone,
      country: recipient.country,
      provinceName: recipient.provinceName,
      district: recipient.district,
      wardName: recipient.wardName,
      specificAddress: recipient.specificAddress,
      postalCode: recipient.postalCode,
    },
    buyerNote: order.buyerNote,
    shipping: {
      method: order.shippingMethod,
      express: order.express,
      waybillCode: order.waybillCode,
      trackingCode: order.trackingCode,
      trackingUrl: order.trackingUrl,
      deliveryFrom: order.deliveryFrom,
      deliveryTo: order.deliveryTo,
    },
    money: {
      goods: order.goodsTotal,
      shipping: order.shippingFee,
      internationalShipping: order.internationalShippingFee,
      shopDiscount: order.shopDiscount,
      platformDiscount: order.platformDiscount,
      shippingDiscount: order.shippingDiscount,
      total: order.total,
    },
    vouchers: discounts.map((d) => ({
      code: d.voucherCode,
      kind: d.kind,
      amount: d.amount,
      paidBy: d.paidBy,
    })),
    cancelReason: order.cancelReason,
    cancelledBy: order.cancelledBy,
    paidAt: order.paidAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
    refundDueAt: order.refundDueAt?.toISOString() ?? null,
    timeline: history.map((h) => ({
      status: h.status,
      statusId: h.statusId,
      actor: h.actor,
      actionTime: h.actionTime.toISOString(),
      ...splitNote(h.note),
    })),
    tracking,
  };
}

/** History notes are "<event>" or "<event>: <reason>" (transition-order.ts). */
function splitNote(note: string | null): {
  event: string | null;
  note: string | null;
  detail: HistoryDetail | null;
} {
  if (!note) return { event: null, note: null, detail: null };
  const at = note.indexOf(': ');
  if (at < 0) return { event: note, note: null, detail: null };
  const rest = note.slice(at + 2);
  return { event: note.slice(0, at), note: rest, detail: historyDetailOf(rest) };
}
