import { randomUUID } from 'node:crypto';
import { splitProportionally } from '@cho-dep/core/checkout/split-amount';
import { AppError } from '@cho-dep/core/errors/app-error';
import { statusIdOf } from '@cho-dep/core/orders/order-statuses';
import { dailySalesChange } from '@cho-dep/core/seller-analytics/daily-sales-change';
import { allocateSellerDiscount, withholdingForLines } from '@cho-dep/core/tax/withholding';
import type { Tx } from '@cho-dep/db/client';
import { recordDailySales } from '../analytics/daily-sales';
import type { PlacedCheckout } from '../checkout/checkout-answer-schemas';
import type { CheckoutPlan } from '../checkout/plan-checkout';
import { newOrderCode } from './order-code';
import { orderDiscounts, orderHistory, orderItems, orders } from './orders.tables';

/**
 * The rows a placed checkout leaves: one order per shop with its money split (product.md section
 * 3 totals), its lines frozen at the price paid with the Decree 117/2025 withholding on what
 * the seller earns, its first history entry, and who pays each of its discounts. Runs inside
 * place-order's transaction, after stock, promotion units and vouchers are taken; the shops'
 * daily figures are counted at its end (countPlacedOrders).
 */
export async function writeOrders(
  tx: Tx,
  plan: CheckoutPlan,
  o: {
    checkoutId: string;
    userId: string | null;
    guestId: string | null;
    now: Date;
    deadline: Date | null;
    prepaid: boolean;
    note?: string;
  },
): Promise<PlacedCheckout['orders']> {
  const address = plan.address;
  if (!address) throw new AppError('NO_DELIVERY_ADDRESS');
  const { id: _addressId, ...recipient } = address;
  const totalsByShop = new Map(plan.totals.shops.map((s) => [s.shopId, s]));
  const status = o.prepaid ? 'pending' : 'awaiting_confirmation';
  // Cashback is owed per order too (a cancelled order loses its share).
  const cashbackShares = splitProportionally(
    plan.totals.cashback,
    plan.totals.shops.map((s) => s.total),
  );
  const placed: PlacedCheckout['orders'] = [];

  for (const [index, planned] of plan.shops.entries()) {
    const totals = totalsByShop.get(planned.shop.id);
    const chosen = planned.chosen;
    if (!totals || !chosen) throw new AppError('SHIPPING_METHOD_UNAVAILABLE');
    // What the seller earns per line after its own voucher, the base of the withholding.
    const revenue = allocateSellerDiscount(
      planned.lines.map((l) => ({ lineId: l.variantId, amount: l.unitPrice * l.quantity })),
      totals.shopDiscount,
    );
    const tax = withholdingForLines(
      planned.shop.businessType,
      revenue.map((r) => ({ lineId: r.lineId, revenue: r.revenue })),
    );
    const taxOf = new Map(tax.map((t) => [t.lineId, t]));
    const revenueOf = new Map(revenue.map((r) => [r.lineId, r.revenue]));
    // The order's id is made here, so its lines, history and discounts go with it in one
    // round trip (PostgreSQL runs them in the order sent, the order first).
    const orderId = randomUUID();
    const discounts = discountsOf(plan, planned.shop.id, totals, cashbackShares[index] ?? 0);
    const [[order]] = await Promise.all([
      tx
        .insert(orders)
        .values({
          id: orderId,
          code: newOrderCode(o.now),
          checkoutId: o.checkoutId,
          shopId: planned.shop.id,
          userId: o.userId,
          guestId: o.guestId,
          status,
          paymentStatus: o.prepaid ? 'unpaid' : 'cod',
          paymentMethod: plan.draft.paymentMethod,
          shippingMethod: chosen.method,
          express: chosen.express,
          recipient,
          pickup: planned.shop.pickup,
          goodsTotal: totals.goods,
          shippingFee: totals.shippingFee,
          internationalShippingFee: totals.internationalShippingFee ?? 0,
          shopDiscount: totals.shopDiscount,
          platformDiscount: totals.platformDiscount,
          shippingDiscount: totals.shippingDiscount,
          total: totals.total,
          taxVat: tax.reduce((sum, t) => sum + t.vat, 0),
          taxPit: tax.reduce((sum, t) => sum + t.pit, 0),
          buyerNote: noteFor(plan, planned.shop.id),
          deliveryFrom: planned.deliveryEstimate?.from ?? null,
          deliveryTo: planned.deliveryEstimate?.to ?? null,
          paymentDeadline: o.deadline,
          createdAt: o.now,
          updatedAt: o.now,
        })
        .returning({ id: orders.id, code: orders.code }),
      tx.insert(orderItems).values(
        planned.lines.map((l) => ({
          orderId,
          productId: l.productId,
          variantId: l.variantId,
          promotionItemId: l.promotion?.promotionItemId ?? null,
          productName: l.productName,
          variantLabel: l.variantLabel,
          imageKey: l.imageKey,
          quantity: l.quantity,
          originalPrice: l.originalPrice,
          unitPrice: l.unitPrice,
          lineTotal: l.unitPrice * l.quantity,
          sellerRevenue: revenueOf.get(l.variantId) ?? 0,
          taxVat: taxOf.get(l.variantId)?.vat ?? 0,
          taxPit: taxOf.get(l.variantId)?.pit ?? 0,
        })),
      ),
      tx.insert(orderHistory).values({
        orderId,
        status,
        statusId: statusIdOf(status),
        actor: 'system',
        note: o.prepaid ? 'awaiting_payment' : 'placed_cod',
        actionTime: o.now,
      }),
      discounts.length > 0
        ? tx.insert(orderDiscounts).values(discounts.map((d) => ({ ...d, orderId })))
        : null,
    ]);
    if (!order) throw new AppError('ORDER_CREATION_FAILED');
    placed.push({ id: order.id, code: order.code, shopId: planned.shop.id, total: totals.total });
  }
  return placed;
}

/**
 * Counts placed orders in their shops' days: cash on delivery from now, an online payment when
 * it arrives. The caller writes this last before its commit: a shop's row for the day is shared
 * by all its orders of the day and stays locked until the commit, so the fewer statements
 * after it, the sooner the shop's next order goes through.
 */
export async function countPlacedOrders(tx: Tx, orderIds: string[], prepaid: boolean): Promise<void> {
  if (dailySalesChange(null, prepaid ? 'pending' : 'awaiting_confirmation') === 1)
    await recordDailySales(tx, orderIds, 1);
}

/** Who pays what on one order: its shop's voucher, and its shares of the platform-wide ones. */
function discountsOf(
  plan: CheckoutPlan,
  shopId: string,
  totals: { platformDiscount: number; shippingDiscount: number },
  cashbackShare: number,
) {
  const out: {
    voucherId: string;
    voucherCode: string;
    kind: string;
    amount: number;
    paidBy: 'platform' | 'seller';
  }[] = [];
  for (const applied of plan.selection.applied) {
    const voucher = plan.candidates.find((v) => v.id === applied.voucherId);
    if (!voucher) continue;
    const amount =
      voucher.kind === 'shop'
        ? applied.shopId === shopId
          ? applied.amount
          : 0
        : voucher.kind === 'platform'
          ? totals.platformDiscount
          : voucher.kind === 'free_shipping'
            ? totals.shippingDiscount
            : cashbackShare;
    if (amount > 0)
      out.push({
        voucherId: voucher.id,
        voucherCode: voucher.code,
        kind: voucher.kind,
        amount,
        paidBy: applied.paidBy,
      });
  }
  return out;
}

/** The buyer's note to this shop, else the one note for every shop, else none. */
function noteFor(plan: CheckoutPlan, shopId: string): string | null {
  const own = plan.draft.notes?.find((n) => n.shopId === shopId)?.note;
  return own || plan.draft.buyerNote || null;
}
