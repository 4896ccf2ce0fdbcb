import { formatAddressLine } from '@cho-dep/core/address/address-schemas';
import { formatPhoneDisplay } from '@cho-dep/core/phone/phone-display';
import { deliveryDaysAfterOrder } from '@cho-dep/core/shipping/delivery-days';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import type { CheckoutQuote } from './checkout-answer-schemas';
import { type CheckoutPlan, paymentMethodsOf, voucherOptionsOf } from './plan-checkout';

/** The quote answer (checkout-answer-schemas.ts) of a plan. */
export function toQuoteView(plan: CheckoutPlan, urlOf: UrlOf): CheckoutQuote {
  const totalsByShop = new Map(plan.totals.shops.map((s) => [s.shopId, s]));
  const address = plan.address;
  return {
    shops: plan.shops.map((s) => {
      const totals = totalsByShop.get(s.shop.id);
      return {
        shopId: s.shop.id,
        shopName: s.shop.name,
        items: s.lines.map((l) => ({
          variantId: l.variantId,
          productId: l.productId,
          productName: l.productName,
          variantLabel: l.variantLabel,
          image: imageUrl(urlOf, l.imageKey, 200),
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          originalPrice: l.originalPrice,
          lineTotal: l.unitPrice * l.quantity,
          promotion: l.promotion !== null,
        })),
        // The buyer reads "receive in X-Y days": the carrier's days after the shop's preparation.
        shippingOptions: s.options.map((o) => ({
          ...o,
          etaDays: o.etaDays ? deliveryDaysAfterOrder(s.preparationDays, o.etaDays) : null,
        })),
        shipping: s.chosen ? { method: s.chosen.method, express: s.chosen.express, fee: s.chosen.fee } : null,
        deliveryEstimate: s.deliveryEstimate,
        acceptsPaymentMethod: s.acceptsPaymentMethod,
        goods: s.goods,
        shopDiscount: totals?.shopDiscount ?? 0,
        shippingDiscount: totals?.shippingDiscount ?? 0,
        internationalShippingFee: s.internationalShippingFee,
        total: totals?.total ?? 0,
      };
    }),
    address: address
      ? {
          id: address.id,
          recipientName: address.recipientName,
          phone: address.phone,
          phoneDisplay: formatPhoneDisplay(address.phone, address.country),
          line: formatAddressLine({
            specificAddress: address.specificAddress,
            wardName: address.wardName,
            district: address.district,
            provinceName: address.provinceName,
          }),
        }
      : null,
    paymentMethod: plan.draft.paymentMethod,
    paymentMethods: paymentMethodsOf(plan),
    vouchers: {
      options: voucherOptionsOf(plan).map((o) => ({
        id: o.voucher.id,
        code: o.voucher.code,
        name: o.voucher.name ?? o.voucher.code,
        kind: o.voucher.kind,
        shopId: o.voucher.shopId,
        discountType: o.voucher.discount.type,
        value: o.voucher.discount.value,
        maxDiscount: o.voucher.discount.maxDiscount,
        minOrderValue: o.voucher.minOrderValue,
        endsAt: o.voucher.endsAt.toISOString(),
        applicable: o.applicable,
        reason: o.reason,
        amount: o.amount,
        selected: o.selected,
      })),
      auto: plan.auto,
      bestSaving: plan.best.saving,
      bestVoucherIds: plan.best.applied.map((a) => a.voucherId),
    },
    totals: {
      goods: plan.totals.goods,
      shipping: plan.totals.shipping,
      internationalShipping: plan.totals.internationalShipping,
      shopDiscount: plan.totals.shopDiscount,
      platformDiscount: plan.totals.platformDiscount,
      shippingDiscount: plan.totals.shippingDiscount,
      cashback: plan.totals.cashback,
      totalPayment: plan.totals.totalPayment,
    },
    problems: plan.problems,
  };
}
