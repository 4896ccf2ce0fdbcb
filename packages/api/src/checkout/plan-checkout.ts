import type { CheckoutDraftInput, ShippingMethodCode } from '@cho-dep/core/checkout/checkout-schemas';
import { type CheckoutTotals, checkoutTotals } from '@cho-dep/core/checkout/checkout-totals';
import { commonPaymentMethods, paymentAcceptanceProblem } from '@cho-dep/core/checkout/payment-acceptance';
import { gatewayOf, PAYMENT_METHODS } from '@cho-dep/core/checkout/payment-methods';
import type { ErrorCode } from '@cho-dep/core/errors/error-codes';
import { parcelPreparationDays } from '@cho-dep/core/shipping/delivery-days';
import { internationalShippingFee } from '@cho-dep/core/shipping/international-shipping';
import { usableOnChannel, type VoucherChannel } from '@cho-dep/core/vouchers/voucher-channel';
import { chooseVouchers } from '@cho-dep/core/vouchers/voucher-choice';
import type { OrderDraft, Voucher } from '@cho-dep/core/vouchers/voucher-rules';
import { evaluateVoucher } from '@cho-dep/core/vouchers/voucher-rules';
import type { SelectionTotals } from '@cho-dep/core/vouchers/voucher-selection';
import type { Db, Tx } from '@cho-dep/db/client';
import type { Carrier, EtaDays, ShippingMethod } from '@cho-dep/integrations/shipping/carrier';
import { type DeliveryWindow, deliveryWindow } from '@cho-dep/integrations/shipping/delivery-estimate';
import { type DeliveryAddress, resolveDeliveryAddress } from '../addresses/delivery-address';
import { selectedCartLines } from '../cart/cart-lines';
import { type PricedLine, priceVariants } from '../cart/cart-pricing';
import { priceTeamSeat } from '../group-buying/team-pricing';
import { isFirstPurchase, type Purchaser, promotionUnitsBought } from '../orders/buyer-purchases';
import { type CheckoutShop, loadCheckoutShops } from '../shops/checkout-shops';
import { loadCheckoutVouchers, loadVouchersByIds } from '../vouchers/checkout-vouchers';

export type CheckoutActor = Purchaser;

export interface CheckoutProblem {
  code: ErrorCode;
  shopId: string | null;
  params?: Record<string, string | number>;
}

export interface ShippingOption {
  method: ShippingMethodCode;
  express: boolean;
  available: boolean;
  reason: string | null;
  fee: number | null;
  etaDays: EtaDays | null;
}

export interface PlannedShop {
  shop: CheckoutShop;
  lines: PricedLine[];
  goods: number;
  options: ShippingOption[];
  chosen: { method: ShippingMethodCode; express: boolean; fee: number; etaDays: EtaDays } | null;
  /** The cross-border leg of a Korean shop's parcel to Vietnam, apart from the domestic fee; else 0. */
  internationalShippingFee: number;
  /** The parcel's preparation time: its slowest product's (1-3 in stock, 5-30 pre-order). */
  preparationDays: number;
  deliveryEstimate: DeliveryWindow | null;
  acceptsPaymentMethod: boolean;
}

export interface CheckoutPlan {
  draft: CheckoutDraftInput;
  actor: CheckoutActor;
  shops: PlannedShop[];
  address: DeliveryAddress | null;
  candidates: Voucher[];
  selection: SelectionTotals;
  best: SelectionTotals;
  auto: boolean;
  orderDraft: OrderDraft;
  totals: CheckoutTotals;
  problems: CheckoutProblem[];
}

/** Gateways' amount limits (product.md §partners: MoMo 1,000 to 50,000,000 dong; VNPay from 5,000, verify). */
const GATEWAY_LIMITS = {
  momo: { min: 1_000, max: 50_000_000 },
  zalopay: { min: 1_000, max: 1_000_000_000 },
  vnpay: { min: 5_000, max: 1_000_000_000 },
  cod: { min: 0, max: Number.MAX_SAFE_INTEGER },
} as const;

const METHOD_ORDER: readonly ShippingMethodCode[] = ['ghn', 'ghtk', 'self'];

/**
 * Everything the checkout knows about a draft, read in one place so the quote the buyer sees
 * and the order placed are computed the same way: the lines and their prices, the delivery
 * address, each shop's delivery options and choice, the vouchers (the buyer's choice, or the
 * best combination), the totals, and every problem that stops the order (product.md §8).
 * The caller decides what to do with problems: the quote shows them, placing refuses.
 */
export async function planCheckout(
  db: Db | Tx,
  carriers: Record<ShippingMethod, Carrier>,
  actor: CheckoutActor,
  draft: CheckoutDraftInput,
  now: Date,
  /** The app may use app-only vouchers; the web may not (voucher-channel.ts). */
  channel: VoucherChannel = 'web',
): Promise<CheckoutPlan> {
  const problems: CheckoutProblem[] = [];
  const problem = (code: ErrorCode, shopId: string | null = null, params?: CheckoutProblem['params']) =>
    problems.push({ code, shopId, ...(params ? { params } : {}) });
  const userId = 'userId' in actor ? actor.userId : null;

  const priced =
    draft.source === 'express'
      ? await priceVariants(db, draft.items ?? [], now)
      : await selectedCartLines(db, actor, now);
  // A group-buy seat: the line at the team price, and the team's own problems (decision 061).
  const team = await priceTeamSeat(db, actor, draft, priced, now);
  const lines = team.lines;
  for (const p of team.problems) problem(p.code, null, p.params);
  if (lines.length === 0) problem('NO_ITEMS_SELECTED');

  const promotionIds = lines.flatMap((l) => (l.promotion ? [l.promotion.promotionItemId] : []));
  const shopIds = [...new Set(lines.map((l) => l.shopId))];
  // The vouchers of these shops and the platform's come in the same round trip as the shops.
  const [address, shopMap, bought, firstPurchase, loaded] = await Promise.all([
    resolveDeliveryAddress(db, { userId, addressId: draft.addressId, address: draft.address }),
    loadCheckoutShops(db, shopIds),
    promotionUnitsBought(db, actor, promotionIds),
    isFirstPurchase(db, actor),
    loadCheckoutVouchers(db, { userId, shopIds, now }),
  ]);
  if (!address) problem('NO_DELIVERY_ADDRESS');

  for (const line of lines) {
    if (line.invalidReason) {
      const code =
        line.invalidReason === 'sold_out'
          ? 'OUT_OF_STOCK'
          : // A paused shop comes back: say so instead of "no longer on sale".
            line.invalidReason === 'shop_paused'
            ? 'SHOP_PAUSED'
            : 'PRODUCT_UNAVAILABLE';
      problem(code, line.shopId, { product: line.productName });
    } else if (line.quantity > line.stock) {
      problem('QUANTITY_EXCEEDS_STOCK', line.shopId, { stock: line.stock, inCart: line.quantity });
    }
  }
  // A product-wide program counts the units of all its variants in the order together.
  const unitsByPromotion = new Map<string, number>();
  for (const line of lines) {
    if (line.promotion) {
      const id = line.promotion.promotionItemId;
      unitsByPromotion.set(id, (unitsByPromotion.get(id) ?? 0) + line.quantity);
    }
  }
  for (const [id, units] of unitsByPromotion) {
    const line = lines.find((l) => l.promotion?.promotionItemId === id);
    const promo = line?.promotion;
    if (!line || !promo) continue;
    const perOrder = promo.perOrderLimit ?? Number.POSITIVE_INFINITY;
    if (units > Math.min(promo.remaining, perOrder)) {
      problem('PROMOTION_LIMIT_EXCEEDED', line.shopId, { remaining: Math.min(promo.remaining, perOrder) });
    }
    const already = bought.get(id) ?? 0;
    if (promo.perUserLimit !== null && already + units > promo.perUserLimit) {
      problem('PROMOTION_USER_LIMIT_EXCEEDED', line.shopId, { limit: promo.perUserLimit, bought: already });
    }
  }

  // One planned order per shop, in the order the lines came.
  const byShop = new Map<string, PricedLine[]>();
  for (const line of lines) byShop.set(line.shopId, [...(byShop.get(line.shopId) ?? []), line]);
  const shops: PlannedShop[] = [];
  for (const [shopId, shopLines] of byShop) {
    const shop = shopMap.get(shopId);
    if (!shop) continue;
    const goods = shopLines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
    const weightGrams = shopLines.reduce((sum, l) => sum + l.weightGrams * l.quantity, 0);
    const options = address ? await shippingOptions(carriers, shop, address, weightGrams, goods) : [];
    if (options.some((o) => o.reason === 'missing_pickup_address')) problem('MISSING_PICKUP_ADDRESS', shopId);
    const wanted = draft.shipping?.find((s) => s.shopId === shopId);
    const pick = wanted
      ? options.find((o) => o.method === wanted.method && o.express === wanted.express && o.available)
      : cheapest(options.filter((o) => !o.express));
    if (address && !pick && !options.some((o) => o.reason === 'missing_pickup_address')) {
      problem('SHIPPING_METHOD_UNAVAILABLE', shopId);
    }
    const chosen =
      pick && pick.fee !== null && pick.etaDays
        ? { method: pick.method, express: pick.express, fee: pick.fee, etaDays: pick.etaDays }
        : null;
    const prep = parcelPreparationDays(shopLines.map((l) => l.preparationDays));
    shops.push({
      shop,
      lines: shopLines,
      goods,
      options,
      chosen,
      internationalShippingFee:
        address && chosen
          ? internationalShippingFee({
              shopCountry: shop.country,
              buyerCountry: address.country,
              weightGrams,
            })
          : 0,
      preparationDays: prep,
      deliveryEstimate: chosen
        ? deliveryWindow({ orderedAt: now, preparationDays: prep, etaDays: chosen.etaDays })
        : null,
      acceptsPaymentMethod: shop.paymentMethods.includes(draft.paymentMethod),
    });
  }

  const acceptance = paymentAcceptanceProblem(
    draft.paymentMethod,
    shops.map((s) => s.shop.paymentMethods),
  );
  if (acceptance) problem(acceptance);

  const orderDraft: OrderDraft = {
    now,
    userId: userId ?? '',
    isFirstPurchase: firstPurchase,
    channel,
    paymentMethod: draft.paymentMethod,
    usesToday: {},
    shops: shops.map((s) => ({
      shopId: s.shop.id,
      items: s.lines.map((l) => ({ productId: l.productId, amount: l.unitPrice * l.quantity })),
      shippingFee: s.chosen?.fee ?? 0,
      shippingMethod: s.chosen?.method ?? 'self',
      express: s.chosen?.express ?? false,
    })),
  };
  orderDraft.usesToday = loaded.usesToday;
  // A per-buyer daily limit cannot be counted for a guest (a new cookie is a new guest):
  // such vouchers need an account.
  // On the web, app-only vouchers are not suggested: no one there can use them.
  const candidates = (
    userId ? loaded.candidates : loaded.candidates.filter((v) => v.perUserPerDay === null)
  ).filter((v) => usableOnChannel(v.conditions, channel));
  // The same decision as placing the order makes (it runs this plan again under locks).
  const choice = chooseVouchers({
    candidates,
    wanted: draft.voucherIds,
    named: await loadVouchersByIds(
      db,
      (draft.voucherIds ?? []).filter((id) => !candidates.some((v) => v.id === id)),
    ),
    draft: orderDraft,
  });
  for (const p of choice.problems) problem(p.code, p.shopId, p.params);
  const { selection, best, auto } = choice;

  const totals = checkoutTotals(
    shops.map((s) => ({
      shopId: s.shop.id,
      goods: s.goods,
      shippingFee: s.chosen?.fee ?? 0,
      internationalShippingFee: s.internationalShippingFee,
    })),
    selection,
  );
  const gateway = gatewayOf(draft.paymentMethod, draft.walletProvider ?? null);
  const limits = GATEWAY_LIMITS[gateway];
  if (lines.length > 0 && (totals.totalPayment < limits.min || totals.totalPayment > limits.max)) {
    problem('PAYMENT_METHOD_UNAVAILABLE', null, { method: draft.paymentMethod });
  }

  return {
    draft,
    actor,
    shops,
    address,
    candidates,
    selection,
    best,
    auto,
    orderDraft,
    totals,
    problems,
  };
}

/** Each delivery the shop offers to this address, express included where it exists. */
async function shippingOptions(
  carriers: Record<ShippingMethod, Carrier>,
  shop: CheckoutShop,
  address: DeliveryAddress,
  weightGrams: number,
  goodsValue: number,
): Promise<ShippingOption[]> {
  const out: ShippingOption[] = [];
  for (const method of METHOD_ORDER) {
    if (!shop.shippingMethods.includes(method)) continue;
    for (const express of method === 'self' ? [false] : [false, true]) {
      const result = await carriers[method].quote({
        from: {
          country: shop.pickup.country,
          provinceCode: shop.pickup.provinceCode,
          wardCode: shop.pickup.wardCode,
        },
        to: {
          country: address.country,
          provinceCode: address.provinceCode ?? '',
          wardCode: address.wardCode,
        },
        weightGrams: Math.max(1, weightGrams),
        goodsValue,
        express,
      });
      out.push(
        result.ok
          ? { method, express, available: true, reason: null, fee: result.fee, etaDays: result.etaDays }
          : { method, express, available: false, reason: result.reason, fee: null, etaDays: null },
      );
    }
  }
  return out;
}

function cheapest(options: ShippingOption[]): ShippingOption | undefined {
  return options.filter((o) => o.available && o.fee !== null).sort((a, b) => (a.fee ?? 0) - (b.fee ?? 0))[0];
}

/** The methods the order's shops all accept, for the payment picker. */
export function paymentMethodsOf(
  plan: CheckoutPlan,
): { method: (typeof PAYMENT_METHODS)[number]; available: boolean }[] {
  const common = commonPaymentMethods(plan.shops.map((s) => s.shop.paymentMethods));
  return PAYMENT_METHODS.map((method) => ({
    method,
    available: plan.shops.length === 0 || common.includes(method),
  }));
}

/** Each candidate voucher alone against this order, for the picker. */
export function voucherOptionsOf(plan: CheckoutPlan) {
  const applied = new Set(plan.selection.applied.map((a) => a.voucherId));
  return plan.candidates.map((voucher) => {
    const result = evaluateVoucher(voucher, plan.orderDraft);
    return {
      voucher,
      applicable: result.ok,
      reason: result.ok ? null : result.reason,
      amount: result.ok ? result.amount : 0,
      selected: applied.has(voucher.id),
    };
  });
}
