import { AppError } from '@cho-dep/core/errors/app-error';
import type { SettlementState } from '@cho-dep/core/settlement/revenue-breakdown';
import { periodBounds, periodOf, statementTotals } from '@cho-dep/core/settlement/settlement-period';
import { and, eq, gte, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { orders } from '../orders/orders.tables';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { feeRulesOf, loadRevenueEntries, type RevenueEntry, shopRevenueInfo } from './revenue-facts';
import type {
  RevenueDetail,
  RevenueListAnswer,
  SettlementDetail,
  SettlementSummary,
} from './seller-revenue-schemas';

export const REVENUE_PAGE_SIZE = 20;
/** How many months the statement list goes back. */
const STATEMENT_MONTHS = 12;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

function rowOf(entry: RevenueEntry, urlOf: UrlOf) {
  const { order, items, breakdown: b } = entry;
  const first = items[0];
  return {
    orderId: order.id,
    code: order.code,
    state: entry.state,
    status: order.status,
    paymentMethod: order.paymentMethod,
    placedAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    productName: first?.productName ?? '',
    image: imageUrl(urlOf, first?.imageKey ?? null, 200),
    itemCount: items.reduce((sum, i) => sum + i.quantity, 0),
    buyerPaid: b.buyerPaid,
    goodsRevenue: b.goodsRevenue,
    fees: b.fees.service.amount + b.fees.payment.amount,
    tax: b.tax.vat + b.tax.pit,
    returnsOffset: b.returns.offset,
    net: b.net,
  };
}

const newestFirst = (a: RevenueEntry, b: RevenueEntry) =>
  (b.order.completedAt ?? b.order.createdAt).getTime() -
    (a.order.completedAt ?? a.order.createdAt).getTime() ||
  b.order.createdAt.getTime() - a.order.createdAt.getTime();

/** Orders not completed yet (the settlement state is checked again in core). */
const notCompleted = and(isNull(orders.completedAt), ne(orders.status, 'cancelled'));

/**
 * The revenue list: tab "pending" (placed in the period, not completed) or "settled"
 * (completed in the period), newest first, with the totals of the whole tab and both counts.
 */
export async function listRevenue(
  ctx: AppContext,
  shopId: string,
  q: { tab: SettlementState; period?: string; page: number },
): Promise<RevenueListAnswer> {
  const db = ctx.database.db;
  const shop = await shopRevenueInfo(db, shopId);
  const rules = feeRulesOf(ctx.config);
  const bounds = q.period ? periodBounds(q.period) : null;
  const pendingWhere = and(
    notCompleted,
    bounds ? and(gte(orders.createdAt, at(bounds.from)), lt(orders.createdAt, at(bounds.to))) : undefined,
  );
  const settledWhere = and(
    isNotNull(orders.completedAt),
    bounds ? and(gte(orders.completedAt, at(bounds.from)), lt(orders.completedAt, at(bounds.to))) : undefined,
  );
  const [pending, settled] = await Promise.all([
    loadRevenueEntries(db, shopId, pendingWhere, rules, shop),
    loadRevenueEntries(db, shopId, settledWhere, rules, shop),
  ]);
  const entries = (q.tab === 'pending' ? pending : settled).sort(newestFirst);
  const page = entries.slice((q.page - 1) * REVENUE_PAGE_SIZE, q.page * REVENUE_PAGE_SIZE);
  const urlOf: UrlOf = (key) => ctx.storage.urlOf(key);
  return {
    data: page.map((e) => rowOf(e, urlOf)),
    total: entries.length,
    page: q.page,
    pageSize: REVENUE_PAGE_SIZE,
    totals: statementTotals(entries.map((e) => e.breakdown)),
    counts: { pending: pending.length, settled: settled.length },
  };
}

/** One order's revenue detail; another shop's order, or one that earns nothing, is 404. */
export async function loadRevenueDetail(
  ctx: AppContext,
  shopId: string,
  orderId: string,
): Promise<RevenueDetail> {
  if (!UUID.test(orderId)) throw new AppError('NOT_FOUND');
  const db = ctx.database.db;
  const shop = await shopRevenueInfo(db, shopId);
  const [entry] = await loadRevenueEntries(db, shopId, eq(orders.id, orderId), feeRulesOf(ctx.config), shop);
  if (!entry) throw new AppError('NOT_FOUND');
  const { order, items } = entry;
  return {
    orderId: order.id,
    code: order.code,
    state: entry.state,
    status: order.status,
    paymentMethod: order.paymentMethod,
    shippingMethod: order.shippingMethod,
    placedAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    settlementPeriod: order.completedAt ? periodOf(order.completedAt) : null,
    items: items.map((i) => ({
      id: i.id,
      productName: i.productName,
      variantLabel: i.variantLabel,
      quantity: i.quantity,
      originalPrice: i.originalPrice,
      unitPrice: i.unitPrice,
      lineTotal: i.lineTotal,
    })),
    breakdown: entry.breakdown,
  };
}

/** The months back from `period`, newest first. */
function monthsBack(period: string, count: number): string[] {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/** One statement per month, from this month back a year (not before the shop's first month). */
export async function listSettlements(ctx: AppContext, shopId: string): Promise<SettlementSummary[]> {
  const db = ctx.database.db;
  const shop = await shopRevenueInfo(db, shopId);
  const now = ctx.now();
  const months = monthsBack(periodOf(now), STATEMENT_MONTHS).filter((p) => p >= shop.firstDay.slice(0, 7));
  const oldest = months.at(-1) ?? periodOf(now);
  const entries = await loadRevenueEntries(
    db,
    shopId,
    and(isNotNull(orders.completedAt), gte(orders.completedAt, at(periodBounds(oldest).from))),
    feeRulesOf(ctx.config),
    shop,
  );
  return months.map((period) => {
    const { to } = periodBounds(period);
    const inPeriod = entries.filter((e) => e.order.completedAt && periodOf(e.order.completedAt) === period);
    return { period, closed: to <= now, totals: statementTotals(inPeriod.map((e) => e.breakdown)) };
  });
}

/** The statement of one month: the orders settled in it, their totals, and what is carried over. */
export async function loadSettlement(
  ctx: AppContext,
  shopId: string,
  period: string,
  urlOf: UrlOf,
): Promise<SettlementDetail> {
  const db = ctx.database.db;
  const shop = await shopRevenueInfo(db, shopId);
  const rules = feeRulesOf(ctx.config);
  const { from, to } = periodBounds(period);
  const [settled, carried] = await Promise.all([
    loadRevenueEntries(
      db,
      shopId,
      and(gte(orders.completedAt, at(from)), lt(orders.completedAt, at(to))),
      rules,
      shop,
    ),
    // Placed by the month's end and not completed within it (nor cancelled since).
    loadRevenueEntries(
      db,
      shopId,
      and(lt(orders.createdAt, at(to)), or(notCompleted, gte(orders.completedAt, at(to)))),
      rules,
      shop,
    ),
  ]);
  settled.sort(newestFirst);
  const now = ctx.now();
  return {
    period,
    from: from.toISOString(),
    to: to.toISOString(),
    closed: to <= now,
    shop: { name: shop.name, businessType: shop.businessType, taxCode: shop.taxCode },
    pendingAtEnd: {
      orderCount: carried.length,
      net: carried.reduce((sum, e) => sum + e.breakdown.net, 0),
    },
    totals: statementTotals(settled.map((e) => e.breakdown)),
    orders: settled.map((e) => rowOf(e, urlOf)),
  };
}
