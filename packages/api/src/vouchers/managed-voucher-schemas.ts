import { VOUCHER_PHASES } from '@cho-dep/core/vouchers/voucher-phase';
import { VOUCHER_KINDS } from '@cho-dep/core/vouchers/voucher-rules';
import { z } from '@hono/zod-openapi';

const count = z.number().int();
const nullableCount = z.number().int().nullable();
const named = z.array(z.object({ id: z.string(), name: z.string() }));

/**
 * A voucher as its owner manages it: a seller their shop vouchers (/ban-hang/ma-giam-gia),
 * the admin the platform's (/quan-tri/ma-giam-gia). One shape for both, with live counts.
 */
export const managedVoucherRowSchema = z
  .object({
    id: z.string(),
    kind: z.enum(VOUCHER_KINDS),
    name: z.string(),
    code: z.string(),
    phase: z.enum(VOUCHER_PHASES),
    discountType: z.enum(['price', 'percent']),
    value: count.openapi({ description: 'Dong for fixed, whole percent for percent' }),
    maxDiscount: nullableCount,
    minOrderValue: count,
    display: z.enum(['all', 'hidden']),
    scope: z.enum(['all', 'products']),
    startsAt: z.string(),
    endsAt: z.string(),
    endedAt: z.string().nullable().openapi({ description: 'Set when its owner ended it early' }),
    usageLimit: nullableCount.openapi({ description: 'null = unlimited' }),
    usedCount: count,
    saveLimit: nullableCount.openapi({ description: 'null = unlimited' }),
    savedCount: count,
  })
  .openapi('ManagedVoucherRow');
export type ManagedVoucherRow = z.infer<typeof managedVoucherRowSchema>;

export const managedVoucherDetailSchema = managedVoucherRowSchema
  .extend({
    budget: nullableCount,
    budgetUsed: count.openapi({ description: 'Dong given away so far (live)' }),
    perUserPerDay: nullableCount,
    productIds: z.array(z.string()),
    products: named,
    conditions: z.object({
      firstPurchaseOnly: z.boolean(),
      appOnly: z.boolean(),
      paymentMethods: z.array(z.string()),
      shippingMethods: z.array(z.string()),
      userIds: z.array(z.string()),
      shopIds: z.array(z.string()),
    }),
    /** The names of the shops of conditions.shopIds (platform vouchers only). */
    shops: named,
    createdAt: z.string(),
  })
  .openapi('ManagedVoucher');
export type ManagedVoucherDetail = z.infer<typeof managedVoucherDetailSchema>;

export const managedVoucherListSchema = z.object({
  data: z.array(managedVoucherRowSchema),
  counts: z.object({ upcoming: count, running: count, ended: count }),
  total: count,
  page: count,
  pageSize: count,
});
export type ManagedVoucherList = z.infer<typeof managedVoucherListSchema>;
