import { z } from 'zod';
import { PAYMENT_METHODS } from '../checkout/payment-methods';
import { LIMITS } from '../constants/limits';
import { instantSchema } from '../validation/date-fields';
import { VOUCHER_KINDS } from './voucher-rules';

const money = z.number().int().min(0);
const positiveCount = z.number().int().min(1).nullable();

/**
 * A voucher program as a seller (shop vouchers) or the platform (the others) writes it:
 * product.md §3 (Voucher, Discount) with the limits of sections 5 and 9. The seller
 * centre's form and its API both use this schema, so a rule is written once.
 * Money is whole dong; percents are whole numbers.
 */
export const voucherInputSchema = z
  .object({
    name: z.string().trim().min(1).max(LIMITS.voucher.nameMax),
    /** Up to 9 letters and digits (product.md §5), stored upper-case. */
    code: z
      .string()
      .trim()
      .min(1)
      .max(LIMITS.voucher.codeMax)
      .regex(/^[A-Za-z0-9]+$/, 'validation.voucher.codeChars')
      .transform((code) => code.toUpperCase()),
    kind: z.enum(VOUCHER_KINDS),
    discountType: z.enum(['price', 'percent']),
    value: z.number().int().min(1),
    /** Required for a percent discount: product.md §9 caps percents by max_discount_value. */
    maxDiscount: money.min(1).nullable().default(null),
    ranges: z
      .array(z.object({ from: money, to: money.nullable(), value: z.number().int().min(1) }))
      .max(10)
      .optional(),
    minOrderValue: money.default(0),
    budget: money.min(1).nullable().default(null),
    /** Codes that may be saved and used; null = unlimited. */
    saveLimit: positiveCount.default(null),
    usageLimit: positiveCount.default(null),
    perUserPerDay: positiveCount.default(null),
    startsAt: instantSchema(),
    endsAt: instantSchema(),
    display: z.enum(['all', 'hidden']).default('all'),
    scope: z.enum(['all', 'products']).default('all'),
    productIds: z.array(z.uuid()).max(100).default([]),
    conditions: z
      .object({
        userIds: z.array(z.uuid()).max(1000).optional(),
        shopIds: z.array(z.uuid()).max(100).optional(),
        firstPurchaseOnly: z.boolean().optional(),
        paymentMethods: z.array(z.enum(PAYMENT_METHODS)).min(1).optional(),
        shippingMethods: z
          .array(z.enum(['self', 'ghn', 'ghtk']))
          .min(1)
          .optional(),
        appOnly: z.boolean().optional(),
      })
      .default({}),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.discountType === 'percent') {
      if (v.value > 100) issue('value', 'validation.voucher.percentMax');
      if (v.maxDiscount === null) issue('maxDiscount', 'validation.required');
    }
    if (v.endsAt <= v.startsAt) issue('endsAt', 'validation.voucher.endAfterStart');
    if (v.scope === 'products' && v.productIds.length === 0) issue('productIds', 'validation.required');
    if (v.kind === 'free_shipping' && v.scope === 'products') issue('scope', 'validation.invalidEnum');
    if (v.budget !== null && v.discountType === 'price' && v.budget < v.value) {
      issue('budget', 'validation.voucher.budgetBelowValue');
    }
    // Price ranges ascend without gaps or overlaps; only the last may be open-ended.
    const ranges = v.ranges ?? [];
    ranges.forEach((range, i) => {
      const next = ranges[i + 1];
      if (range.to !== null && range.to <= range.from) issue('ranges', 'validation.voucher.rangeOrder');
      if (next && range.to !== next.from) issue('ranges', 'validation.voucher.rangeOrder');
      if (!next && i < ranges.length - 1) issue('ranges', 'validation.voucher.rangeOrder');
      if (range.to === null && next) issue('ranges', 'validation.voucher.rangeOrder');
    });
  });
export type VoucherInput = z.infer<typeof voucherInputSchema>;
