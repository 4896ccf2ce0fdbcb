import { randomUUID } from 'node:crypto';
import { nextOrderState, type OrderEvent, type OrderState } from '@cho-dep/core/orders/order-machine';
import type { OrderActor } from '@cho-dep/core/orders/order-statuses';
import { statusIdOf } from '@cho-dep/core/orders/order-statuses';
import { isCountedOrder } from '@cho-dep/core/seller-analytics/analytics-metrics';
import { allocateSellerDiscount, withholdingForLines } from '@cho-dep/core/tax/withholding';
import type { Tx } from '@cho-dep/db/client';
import { recordDailySales } from '../analytics/daily-sales';
import { checkouts, orderDiscounts, orderHistory, orderItems, orders } from '../orders/orders.tables';
import {
  type DemoBuyer,
  loadDemoOrderBuyers,
  loadDemoOrderShops,
  type ShopFacts,
} from './demo-order-buyers-and-shops';
import { insertChunked } from './insert-chunked';
import type { SeededRandom } from './seeded-random';
import { vietnamDayStart } from './vietnam-day';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** History goes back this many Vietnamese days; the newest days stay empty (see below). */
export const ORDER_HISTORY_DAYS = 90;
/** No seeded order is placed in the last days, so the seller's newest orders are the tests' own. */
export const ORDER_QUIET_DAYS = 3;
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface DemoOrderRows {
  checkouts: Row<typeof checkouts>[];
  orders: Row<typeof orders>[];
  items: Row<typeof orderItems>[];
  history: Row<typeof orderHistory>[];
  discounts: Row<typeof orderDiscounts>[];
}

/** A Poisson-ish count around `mean` (sum of coin flips), deterministic from `random`. */
function countAround(random: SeededRandom, mean: number): number {
  let n = 0;
  const trials = Math.max(1, Math.ceil(mean * 2));
  for (let i = 0; i < trials; i++) if (random.chance(mean / trials)) n++;
  return n;
}

function codeOf(random: SeededRandom, at: Date): string {
  const day = new Date(at.getTime() + 7 * HOUR_MS).toISOString().slice(2, 10).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += random.pick([...CODE_ALPHABET]);
  return `CD${day}${tail}`;
}

/**
 * Moves an order through the pure state machine (core/orders/order-machine.ts) as the
 * sellers, carriers and buyers would, one history row per move, and returns where it ended.
 */
function walk(
  state: OrderState,
  steps: ReadonlyArray<readonly [OrderEvent, OrderActor, Date]>,
  orderId: string,
  history: Row<typeof orderHistory>[],
): { state: OrderState; at: Record<string, Date> } {
  const at: Record<string, Date> = {};
  let current = state;
  for (const [event, actor, time] of steps) {
    const result = nextOrderState(current, event, actor);
    if (!result.ok) throw new Error(`demo order: ${event} refused in ${current.status}`);
    current = result.state;
    at[event] = time;
    history.push({
      orderId,
      status: current.status,
      statusId: statusIdOf(current.status),
      actor,
      note: event,
      actionTime: time,
    });
  }
  return { state: current, at };
}

/**
 * Past orders of the demo shops (decision: demo order history): the demo seller's shop gets a
 * handful a day over the last 90 Vietnamese days (more at weekends, a bump on two sale days),
 * a few other shops a lighter history. Bought by the demo reviewers (khachNN@demo.vn), never
 * by buyer@demo.vn; cash on delivery; every order older than a week is delivered and completed
 * (about 5% cancelled by their buyer), the few younger ones are delivered or on their way, none
 * waits for the seller. Money follows checkout: seller revenue from allocateSellerDiscount,
 * withholding from withholdingForLines. Stock and sold counts are left as they are.
 */
export function buildDemoOrders(
  random: SeededRandom,
  shopFacts: readonly ShopFacts[],
  buyers: readonly DemoBuyer[],
  now: Date,
): DemoOrderRows {
  const out: DemoOrderRows = { checkouts: [], orders: [], items: [], history: [], discounts: [] };
  if (buyers.length === 0) return out;
  const today = vietnamDayStart(now);
  const saleDays = new Set([12, 41]);
  for (let daysAgo = ORDER_HISTORY_DAYS; daysAgo > ORDER_QUIET_DAYS; daysAgo--) {
    const dayStart = new Date(today.getTime() - daysAgo * DAY_MS);
    const weekday = new Date(dayStart.getTime() + 7 * HOUR_MS).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    for (const shop of shopFacts) {
      if (shop.lines.length === 0) continue;
      const mean = shop.perDay * (weekend ? 1.6 : 1) * (saleDays.has(daysAgo) ? 3 : 1);
      const count = countAround(random, mean);
      for (let n = 0; n < count; n++) {
        const buyer = random.pick(buyers);
        // Placed between 07:00 and 23:00 Vietnam time.
        const placedAt = new Date(dayStart.getTime() + random.int(7 * 60, 23 * 60 - 1) * 60_000);
        const picked = random.sample(shop.lines, random.chance(0.25) ? 2 : 1);
        const lines = picked.map((l) => ({ ...l, quantity: random.chance(0.15) ? 2 : 1 }));
        const goods = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
        const useVoucher = shop.voucher !== null && goods >= 150_000 && random.chance(0.2);
        const shopDiscount = useVoucher ? Math.min(goods, goods >= 400_000 ? 30_000 : 15_000) : 0;
        const shippingFee = goods >= 500_000 ? 0 : random.pick([18_000, 22_000, 25_000, 30_000]);
        const total = goods + shippingFee - shopDiscount;

        const checkoutId = randomUUID();
        const orderId = randomUUID();
        out.checkouts.push({
          id: checkoutId,
          userId: buyer.id,
          ownerKey: `u:${buyer.id}`,
          idempotencyKey: `demo-${orderId}`,
          requestHash: 'demo-seed',
          paymentMethod: 'CASH',
          goodsTotal: goods,
          shippingTotal: shippingFee,
          shopDiscount,
          platformDiscount: 0,
          shippingDiscount: 0,
          totalPayment: total,
          createdAt: placedAt,
        });
        const revenue = allocateSellerDiscount(
          lines.map((l) => ({ lineId: l.variantId, amount: l.unitPrice * l.quantity })),
          shopDiscount,
        );
        const tax = withholdingForLines(
          shop.businessType,
          revenue.map((r) => ({ lineId: r.lineId, revenue: r.revenue })),
        );
        const revenueOf = new Map(revenue.map((r) => [r.lineId, r.revenue]));
        const taxOf = new Map(tax.map((t) => [t.lineId, t]));

        out.history.push({
          orderId,
          status: 'awaiting_confirmation',
          statusId: statusIdOf('awaiting_confirmation'),
          actor: 'system',
          note: 'placed_cod',
          actionTime: placedAt,
        });
        const start: OrderState = {
          status: 'awaiting_confirmation',
          paymentStatus: 'cod',
          completed: false,
          selfShipped: false,
          international: false,
        };
        const later = (from: Date, minH: number, maxH: number) =>
          new Date(from.getTime() + random.int(minH * 60, maxH * 60) * 60_000);
        let steps: Array<readonly [OrderEvent, OrderActor, Date]>;
        let cancelReason: string | null = null;
        if (random.chance(0.05)) {
          cancelReason = random.pick(['Đổi ý, không muốn mua nữa', 'Đặt nhầm size', 'Tìm được giá tốt hơn']);
          steps = [['buyer_cancel', 'buyer', later(placedAt, 0.2, 3)]];
        } else {
          const confirmed = later(placedAt, 0.5, 8);
          const shipped = later(confirmed, 4, 24);
          const delivered = later(shipped, 12, 48);
          steps = [
            ['seller_confirm', 'seller', confirmed],
            ['shipped', 'carrier', shipped],
            ['delivered', 'carrier', delivered],
          ];
          // The whole way takes under 5 days, so every order older than a week is completed,
          // and (placed 3+ days ago) none still waits for the seller to confirm or hand over.
          steps.push(['buyer_confirm_receipt', 'buyer', later(delivered, 2, 36)]);
          // Only what has already happened by now.
          steps = steps.filter(([, , t]) => t.getTime() <= now.getTime());
        }
        const { state, at } = walk(start, steps, orderId, out.history);
        const lastAt = steps.at(-1)?.[2] ?? placedAt;
        out.orders.push({
          id: orderId,
          code: codeOf(random, placedAt),
          checkoutId,
          shopId: shop.id,
          userId: buyer.id,
          status: state.status,
          paymentStatus: state.paymentStatus,
          paymentMethod: 'CASH',
          shippingMethod: random.pick(['ghn', 'ghtk'] as const),
          recipient: buyer.recipient,
          pickup: shop.pickup,
          goodsTotal: goods,
          shippingFee,
          shopDiscount,
          platformDiscount: 0,
          shippingDiscount: 0,
          total,
          taxVat: tax.reduce((sum, t) => sum + t.vat, 0),
          taxPit: tax.reduce((sum, t) => sum + t.pit, 0),
          cancelReason,
          cancelledBy: cancelReason ? 'buyer' : null,
          paidAt: state.paymentStatus === 'paid' ? (at.delivered ?? null) : null,
          deliveredAt: at.delivered ?? null,
          completedAt: state.completed ? (at.buyer_confirm_receipt ?? null) : null,
          createdAt: placedAt,
          updatedAt: lastAt,
        });
        for (const l of lines) {
          out.items.push({
            orderId,
            productId: l.productId,
            variantId: l.variantId,
            productName: l.name,
            variantLabel: l.label,
            imageKey: l.imageKey,
            quantity: l.quantity,
            originalPrice: l.originalPrice,
            unitPrice: l.unitPrice,
            lineTotal: l.unitPrice * l.quantity,
            sellerRevenue: revenueOf.get(l.variantId) ?? 0,
            taxVat: taxOf.get(l.variantId)?.vat ?? 0,
            taxPit: taxOf.get(l.variantId)?.pit ?? 0,
          });
        }
        if (useVoucher && shop.voucher) {
          out.discounts.push({
            orderId,
            voucherId: shop.voucher.id,
            voucherCode: shop.voucher.code,
            kind: 'shop',
            amount: shopDiscount,
            paidBy: 'seller',
          });
        }
      }
    }
  }
  return out;
}

/** Loads what the orders need from the freshly seeded catalog, builds them and inserts them. */
export async function seedDemoOrders(tx: Tx, random: SeededRandom, now: Date): Promise<number> {
  const facts = await loadDemoOrderShops(tx);
  if (facts.length === 0) return 0;
  const buyers = await loadDemoOrderBuyers(tx);
  const rows = buildDemoOrders(random, facts, buyers, now);
  await insertChunked(rows.checkouts, (chunk) => tx.insert(checkouts).values(chunk));
  await insertChunked(rows.orders, (chunk) => tx.insert(orders).values(chunk));
  await insertChunked(rows.items, (chunk) => tx.insert(orderItems).values(chunk));
  await insertChunked(rows.history, (chunk) => tx.insert(orderHistory).values(chunk));
  await insertChunked(rows.discounts, (chunk) => tx.insert(orderDiscounts).values(chunk));
  const counted = rows.orders.filter((order) => isCountedOrder(order)).map((order) => order.id as string);
  await insertChunked(counted, (chunk) => recordDailySales(tx, chunk, 1));
  return rows.orders.length;
}
