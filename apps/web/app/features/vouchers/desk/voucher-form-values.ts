import type { ManagedVoucherDetail } from '@cho-dep/api/vouchers/managed-voucher-schemas';
import { fromVietnamLocal, toVietnamLocal } from '@cho-dep/core/format/vietnam-local-time';
import type { VoucherKind } from '@cho-dep/core/vouchers/voucher-rules';

/** The form's boxes: text as typed, so an empty box can mean "unlimited". */
export interface VoucherFormValues {
  kind: VoucherKind;
  name: string;
  code: string;
  discountType: 'price' | 'percent';
  value: string;
  maxDiscount: string;
  minOrderValue: string;
  budget: string;
  usageLimit: string;
  saveLimit: string;
  perUserPerDay: string;
  startsAt: string;
  endsAt: string;
  display: 'all' | 'hidden';
  scope: 'all' | 'products';
  products: { id: string; name: string }[];
  firstPurchaseOnly: boolean;
  appOnly: boolean;
  paymentMethods: string[];
  shippingMethods: string[];
}

const text = (n: number | null) => (n === null ? '' : String(n));

/** A new voucher's boxes: starts in an hour, runs a week (times rounded to the minute). */
export function emptyVoucherValues(now: Date, kind: VoucherKind = 'shop'): VoucherFormValues {
  const start = new Date(Math.ceil((now.getTime() + 3_600_000) / 60_000) * 60_000);
  return {
    kind,
    name: '',
    code: '',
    discountType: 'price',
    value: '',
    maxDiscount: '',
    minOrderValue: '0',
    budget: '',
    usageLimit: '',
    saveLimit: '',
    perUserPerDay: '1',
    startsAt: toVietnamLocal(start),
    endsAt: toVietnamLocal(new Date(start.getTime() + 7 * 86_400_000)),
    display: 'all',
    scope: 'all',
    products: [],
    firstPurchaseOnly: false,
    appOnly: false,
    paymentMethods: [],
    shippingMethods: [],
  };
}

export function voucherValuesOf(v: ManagedVoucherDetail): VoucherFormValues {
  return {
    kind: v.kind,
    name: v.name,
    code: v.code,
    discountType: v.discountType,
    value: String(v.value),
    maxDiscount: text(v.maxDiscount),
    minOrderValue: String(v.minOrderValue),
    budget: text(v.budget),
    usageLimit: text(v.usageLimit),
    saveLimit: text(v.saveLimit),
    perUserPerDay: text(v.perUserPerDay),
    startsAt: toVietnamLocal(v.startsAt),
    endsAt: toVietnamLocal(v.endsAt),
    display: v.display,
    scope: v.scope,
    products: v.products,
    firstPurchaseOnly: v.conditions.firstPurchaseOnly,
    appOnly: v.conditions.appOnly,
    paymentMethods: v.conditions.paymentMethods,
    shippingMethods: v.conditions.shippingMethods,
  };
}

/** Digits only (dots and spaces of "200.000" dropped); '' is null; anything else is NaN for the schema. */
function amount(box: string): number | null {
  const clean = box.replace(/[.\s,₫]/g, '');
  if (clean === '') return null;
  return /^\d+$/.test(clean) ? Number(clean) : Number.NaN;
}

/**
 * What the form sends to the shared schema (voucherInputSchema). Buyer and shop lists the
 * form does not show (set through the API) are kept as they were, so an edit does not drop them.
 */
export function voucherInputOf(values: VoucherFormValues, kept: ManagedVoucherDetail['conditions'] | null) {
  return {
    name: values.name,
    code: values.code,
    kind: values.kind,
    discountType: values.discountType,
    value: amount(values.value) ?? 0,
    maxDiscount: values.discountType === 'percent' ? amount(values.maxDiscount) : null,
    minOrderValue: amount(values.minOrderValue) ?? 0,
    budget: amount(values.budget),
    usageLimit: amount(values.usageLimit),
    saveLimit: amount(values.saveLimit),
    perUserPerDay: amount(values.perUserPerDay),
    startsAt: fromVietnamLocal(values.startsAt),
    endsAt: fromVietnamLocal(values.endsAt),
    display: values.display,
    scope: values.scope,
    productIds: values.scope === 'products' ? values.products.map((p) => p.id) : [],
    conditions: {
      ...(values.firstPurchaseOnly ? { firstPurchaseOnly: true } : {}),
      ...(values.appOnly ? { appOnly: true } : {}),
      ...(values.paymentMethods.length > 0 ? { paymentMethods: values.paymentMethods } : {}),
      ...(values.shippingMethods.length > 0 ? { shippingMethods: values.shippingMethods } : {}),
      ...(kept && kept.userIds.length > 0 ? { userIds: kept.userIds } : {}),
      ...(kept && kept.shopIds.length > 0 ? { shopIds: kept.shopIds } : {}),
    },
  };
}
