import { defaultFeeRules, type FeeRule, vietnamDay } from '@cho-dep/core/settlement/fee-rules';
import {
  type RevenueBreakdown,
  type RevenueOrderFacts,
  type RevenueShopFacts,
  revenueBreakdown,
  type SettlementState,
  settlementStateOf,
} from '@cho-dep/core/settlement/revenue-breakdown';
import type { Db } from '@cho-dep/db/client';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Config } from '../app/config';
import { type OrderRow, orderDiscounts, orderItems, orders } from '../orders/orders.tables';
import { returnRequests } from '../returns/returns.tables';
import { shops } from '../shops/shops.tables';

/** The fee rules in force: core's defaults under the configured year-one reading (decision 025). */
export function feeRulesOf(config: Pick<Config, 'SERVICE_FEE_YEAR_ONE'>): FeeRule[] {
  return defaultFeeRules(config.SERVICE_FEE_YEAR_ONE);
}

export interface ShopRevenueInfo extends RevenueShopFacts {
  name: string;
  taxCode: string | null;
}

/**
 * What the fee waivers need of the shop: its business type (withholding), the day it was
 * approved (first year; its creation day if never stamped) and its settlement schedule.
 * There are no on-demand payouts, so every shop is settled on the regular monthly cycle.
 */
export async function shopRevenueInfo(db: Db, shopId: string): Promise<ShopRevenueInfo> {
  const [shop] = await db
    .select({
      name: shops.name,
      taxCode: shops.taxCode,
      businessType: shops.businessType,
      approvedAt: shops.approvedAt,
      createdAt: shops.createdAt,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw new Error(`shop ${shopId} not found`);
  return {
    name: shop.name,
    taxCode: shop.taxCode,
    businessType: shop.businessType,
    firstDay: vietnamDay(shop.approvedAt ?? shop.createdAt),
    settlementSchedule: 'regular',
  };
}

export interface RevenueEntry {
  order: OrderRow;
  items: (typeof orderItems.$inferSelect)[];
  state: SettlementState;
  breakdown: RevenueBreakdown;
}

/**
 * The shop's orders matching `where` that earn something (core settlementStateOf), each with
 * its revenue breakdown: lines, who paid its discounts, and its returns that ended refunded.
 */
export async function loadRevenueEntries(
  db: Db,
  shopId: string,
  where: SQL | undefined,
  rules: readonly FeeRule[],
  shop: RevenueShopFacts,
): Promise<RevenueEntry[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), where));
  const earning = rows.filter((o) => settlementStateOf(o) !== null);
  if (earning.length === 0) return [];
  const ids = earning.map((o) => o.id);
  const [items, discounts, returns] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    db.select().from(orderDiscounts).where(inArray(orderDiscounts.orderId, ids)),
    db
      .select({
        orderId: returnRequests.orderId,
        items: returnRequests.items,
        itemsPaid: returnRequests.itemsPaid,
        refundAmount: returnRequests.refundAmount,
      })
      .from(returnRequests)
      .where(and(inArray(returnRequests.orderId, ids), eq(returnRequests.status, 'refund_successful'))),
  ]);
  const group = <T extends { orderId: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of list) map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
    return map;
  };
  const itemsOf = group(items);
  const discountsOf = group(discounts);
  const returnsOf = group(returns);
  return earning.map((order) => {
    const lines = itemsOf.get(order.id) ?? [];
    const facts: RevenueOrderFacts = {
      placedAt: order.createdAt,
      paymentMethod: order.paymentMethod,
      shippingMethod: order.shippingMethod,
      goodsTotal: order.goodsTotal,
      shippingFee: order.shippingFee,
      internationalShippingFee: order.internationalShippingFee,
      shopDiscount: order.shopDiscount,
      platformDiscount: order.platformDiscount,
      shippingDiscount: order.shippingDiscount,
      total: order.total,
      taxVat: order.taxVat,
      taxPit: order.taxPit,
      items: lines,
      discounts: (discountsOf.get(order.id) ?? []).map((d) => ({
        code: d.voucherCode,
        kind: d.kind,
        amount: d.amount,
        paidBy: d.paidBy,
      })),
      returns: returnsOf.get(order.id) ?? [],
    };
    return {
      order,
      items: lines,
      state: settlementStateOf(order) as SettlementState,
      breakdown: revenueBreakdown(facts, rules, shop),
    };
  });
}

/** What the seller receives for one order: core's revenueBreakdown net, and whether it is settled yet. */
export interface OrderPayout {
  state: SettlementState;
  net: number;
}

/**
 * The payout of one of the shop's orders, for screens that show it beside other things (the
 * seller's order page): the same entry, hence the same figure, as the revenue list, the
 * revenue detail, the statements and their export. Null for an order that earns nothing
 * (cancelled, or an online order never paid).
 */
export async function orderPayout(
  db: Db,
  shopId: string,
  orderId: string,
  rules: readonly FeeRule[],
): Promise<OrderPayout | null> {
  const shop = await shopRevenueInfo(db, shopId);
  const [entry] = await loadRevenueEntries(db, shopId, eq(orders.id, orderId), rules, shop);
  return entry ? { state: entry.state, net: entry.breakdown.net } : null;
}
