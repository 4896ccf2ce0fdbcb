import { VOUCHER_PHASES } from '@cho-dep/core/vouchers/voucher-phase';
import { z } from '@hono/zod-openapi';

const count = z.number().int();
const nullableCount = z.number().int().nullable();

export const sellerVoucherRowSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    phase: z.enum(VOUCHER_PHASES),
    discountType: z.enum(['fixed', 'percent']),
    value: count.openapi({ description: 'Dong for fixed, whole percent for percent' }),
    maxDiscount: nullableCount,
    minOrderValue: count,
    display: z.enum(['all', 'hidden']),
    scope: z.enum(['all', 'products']),
    startsAt: z.string(),
    endsAt: z.string(),
    endedAt: z.string().nullable().openapi({ description: 'Set when the seller ended it early' }),
    usageLimit: nullableCount.openapi({ description: 'null = unlimited' }),
    usedCount: count,
    saveLimit: nullableCount.openapi({ description: 'null = unlimited' }),
    savedCount: count,
  })
  .openapi('SellerVoucherRow');
export type SellerVoucherRow = z.infer<typeof sellerVoucherRowSchema>;

export const sellerVoucherDetailSchema = sellerVoucherRowSchema
  .extend({
    kind: z.literal('shop'),
    budget: nullableCount,
    budgetUsed: count.openapi({ description: 'Dong given away so far (live)' }),
    perUserPerDay: nullableCount,
    productIds: z.array(z.string()),
    products: z.array(z.object({ id: z.string(), name: z.string() })),
    conditions: z.object({
      firstPurchaseOnly: z.boolean(),
      appOnly: z.boolean(),
      paymentMethods: z.array(z.string()),
      shippingMethods: z.array(z.string()),
    }),
    createdAt: z.string(),
  })
  .openapi('SellerVoucher');
export type SellerVoucherDetail = z.infer<typeof sellerVoucherDetailSchema>;

export const sellerVoucherListSchema = z.object({
  data: z.array(sellerVoucherRowSchema),
  counts: z.object({ upcoming: count, running: count, ended: count }),
  total: count,
  page: count,
  pageSize: count,
});
export type SellerVoucherList = z.infer<typeof sellerVoucherListSchema>;
