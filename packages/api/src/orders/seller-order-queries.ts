import { formatAddressLine } from '@cho-dep/core/address/address-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { availableEvents } from '@cho-dep/core/orders/order-machine';
import type { OrderStatus } from '@cho-dep/core/orders/order-statuses';
import {
  buyerRatingWindow,
  type SellerOrderTab,
  sellerSeesRecipientPhone,
} from '@cho-dep/core/orders/seller-order-rules';
import { formatPhoneDisplay, maskPhone } from '@cho-dep/core/phone/phone-display';
import type { FeeRule } from '@cho-dep/core/settlement/fee-rules';
import type { Db } from '@cho-dep/db/client';
import { and, asc, count, desc, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { orderPayout } from '../revenue/revenue-facts';
import { buyerRatings } from './buyer-ratings.tables';
import { type AddressSnapshot, type OrderRow, orderHistory, orderItems, orders } from './orders.tables';
import type { SellerOrderDetail, SellerOrderListAnswer } from './seller-order-schemas';
import { orderStateOf } from './transition-order';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SellerOrderFilters {
  tab: SellerOrderTab;
  /** An order code or part of the buyer's name (accents ignored). */
  q?: string;
  /** Calendar days in Vietnam time (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  page: number;
}

/** Start of a Vietnamese calendar day (UTC+7, no daylight saving) as an instant. */
function vietnamDayStart(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00+07:00`);
  return new Date(start.getTime() + plusDays * 24 * 60 * 60 * 1000);
}

/** Filters every tab shares (the counts follow the search and the dates, not the tab). */
function sharedFilters(shopId: string, f: SellerOrderFilters): SQL[] {
  const where: SQL[] = [eq(orders.shopId, shopId)];
  if (f.from) where.push(gte(orders.createdAt, vietnamDayStart(f.from)));
  if (f.to) where.push(lt(orders.createdAt, vietnamDayStart(f.to, 1)));
  const q = f.q?.trim();
  if (q) {
    // LIKE wildcards typed by the seller are matched literally.
    const pattern = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const byName = or(
      sql`vn_fold(${orders.recipient}->>'recipientName') like vn_fold(${pattern})`,
      sql`vn_fold(coalesce(${users.fullName}, '')) like vn_fold(${pattern})`,
    );
    where.push(or(like(sql`upper(${orders.code})`, pattern.toUpperCase()), byName) as SQL);
  }
  return where;
}

/** The seller's order list: one page of the tab, newest first, and the count of every tab. */
export async function listSellerOrders(
  db: Db,
  shopId: string,
  filters: SellerOrderFilters,
  urlOf: UrlOf,
): Promise<SellerOrderListAnswer> {
  const pageSize = LIMITS.sellerOrders.pageSize;
  const shared = sharedFilters(shopId, filters);
  const where = filters.tab === 'all' ? and(...shared) : and(...shared, eq(orders.status, filters.tab));
  const [rows, perStatus] = await Promise.all([
    db
      .select({ order: orders, buyerName: users.fullName })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize),
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(and(...shared))
      .groupBy(orders.status),
  ]);
  const counts: Record<SellerOrderTab, number> = {
    all: 0,
    pending: 0,
    awaiting_confirmation: 0,
    awaiting_pickup: 0,
    shipping: 0,
    delivered: 0,
    cancellation_pending: 0,
    cancelled: 0,
    return_refund: 0,
  };
  for (const row of perStatus) {
    counts[row.status] = row.n;
    counts.all += row.n;
  }
  const ids = rows.map((r) => r.order.id);
  const lines = ids.length
    ? await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.productName))
    : [];
  return {
    data: rows.map(({ order, buyerName }) => ({
      id: order.id,
      code: order.code,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      shippingMethod: order.shippingMethod,
      buyerName: buyerName ?? order.recipient.recipientName,
      total: order.total,
      createdAt: order.createdAt.toISOString(),
      waybillCode: order.waybillCode,
      completed: order.completedAt !== null,
      items: lines
        .filter((l) => l.orderId === order.id)
        .map((l) => ({
          productName: l.productName,
          variantLabel: l.variantLabel,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          image: imageUrl(urlOf, l.imageKey, 200),
        })),
      actions: availableEvents(orderStateOf(order), 'seller'),
    })),
    total: filters.tab === 'all' ? counts.all : counts[filters.tab],
    page: filters.page,
    pageSize,
    counts,
  };
}

function addressView(a: AddressSnapshot, showPhone: boolean) {
  return {
    name: a.recipientName,
    phone: showPhone ? (formatPhoneDisplay(a.phone, a.country) ?? a.phone) : maskPhone(a.phone, a.country),
    phoneMasked: !showPhone,
    line: formatAddressLine(a),
    country: a.country,
  };
}

/** The note the buyer gave when asking to cancel (kept on the history entry, "event: reason"). */
function cancelRequestReasonOf(history: { note: string | null }[]): string | null {
  const prefix = 'buyer_request_cancel: ';
  const entry = [...history].reverse().find((h) => h.note?.startsWith(prefix));
  return entry?.note ? entry.note.slice(prefix.length) : null;
}

/**
 * One order of the shop with everything the seller's detail page and the packing slip show.
 * Another shop's order is NOT_FOUND, like a missing one. `feeRules` are the fees in force
 * (seller-revenue's feeRulesOf): the payout shown is the revenue pages' own figure.
 */
export async function loadSellerOrder(
  db: Db,
  shopId: string,
  orderId: string,
  urlOf: UrlOf,
  now: Date,
  feeRules: readonly FeeRule[],
): Promise<SellerOrderDetail> {
  if (!UUID.test(orderId)) throw new AppError('NOT_FOUND');
  const [found] = await db
    .select({ order: orders, buyerName: users.fullName })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)));
  if (!found) throw new AppError('NOT_FOUND');
  const order: OrderRow = found.order;
  const [lines, history, [rating], payout] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.productName)),
    db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id))
      .orderBy(asc(orderHistory.actionTime), asc(orderHistory.statusId)),
    db.select().from(buyerRatings).where(eq(buyerRatings.orderId, order.id)),
    orderPayout(db, shopId, order.id, feeRules),
  ]);
  const window = buyerRatingWindow(order, now);
  const status: OrderStatus = order.status;
  return {
    id: order.id,
    code: order.code,
    status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    shippingMethod: order.shippingMethod,
    express: order.express,
    completed: order.completedAt !== null,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
    deliveryFrom: order.deliveryFrom,
    deliveryTo: order.deliveryTo,
    buyer: { name: found.buyerName ?? order.recipient.recipientName, guest: order.userId === null },
    recipient: addressView(order.recipient, sellerSeesRecipientPhone(status)),
    // The shop's own pickup address and phone are never hidden from the shop.
    pickup: addressView(order.pickup, true),
    items: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      productName: l.productName,
      variantLabel: l.variantLabel,
      image: imageUrl(urlOf, l.imageKey, 200),
      quantity: l.quantity,
      originalPrice: l.originalPrice,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
    })),
    money: {
      goodsTotal: order.goodsTotal,
      shippingFee: order.shippingFee,
      internationalShippingFee: order.internationalShippingFee,
      shopDiscount: order.shopDiscount,
      platformDiscount: order.platformDiscount,
      shippingDiscount: order.shippingDiscount,
      total: order.total,
      taxVat: order.taxVat,
      taxPit: order.taxPit,
      // What the seller receives, computed once (core revenueBreakdown) for every screen.
      payout,
      // What the courier collects at the door: the whole order total, only for cash on delivery.
      codAmount: order.paymentMethod === 'CASH' ? order.total : 0,
    },
    waybillCode: order.waybillCode,
    trackingCode: order.trackingCode,
    trackingUrl: order.trackingUrl,
    buyerNote: order.buyerNote,
    sellerNote: order.sellerNote,
    cancelReason: order.cancelReason,
    cancelledBy: order.cancelledBy,
    cancelRequestReason: status === 'cancellation_pending' ? cancelRequestReasonOf(history) : null,
    history: history.map((h) => ({
      status: h.status,
      statusId: h.statusId,
      actor: h.actor,
      note: h.note,
      actionTime: h.actionTime.toISOString(),
    })),
    actions: availableEvents(orderStateOf(order), 'seller'),
    // Once a carrier order exists (it has a waybill) the parcel waits for the carrier's pickup.
    canHandOver: status === 'awaiting_pickup' && order.waybillCode === null,
    buyerRating: {
      rating: rating
        ? { stars: rating.stars, comment: rating.comment, createdAt: rating.createdAt.toISOString() }
        : null,
      canRate: !rating && window.open,
      deadline: window.deadline?.toISOString() ?? null,
    },
  };
}
