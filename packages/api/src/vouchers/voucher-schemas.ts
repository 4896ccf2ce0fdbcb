import { LIMITS } from '@cho-dep/core/constants/limits';
import { SAVED_VOUCHER_STATES } from '@cho-dep/core/vouchers/voucher-labels';
import { VOUCHER_KINDS } from '@cho-dep/core/vouchers/voucher-rules';
import { z } from '@hono/zod-openapi';
import type { SavedVoucherView, VoucherView } from './voucher-views';

/**
 * Request and response schemas of the voucher endpoints; the response schemas are typed
 * against the views they describe so the OpenAPI document cannot drift from the answers.
 */
const money = z.number().int().openapi({ description: 'Whole dong' });
const isoDate = z.string().openapi({ format: 'date-time' });

const voucherShape = {
  id: z.string(),
  code: z.string().openapi({ example: 'CHODEP100' }),
  name: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  shop: z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() }).nullable(),
  discountType: z.enum(['price', 'percent']),
  value: z.number().int().openapi({ description: 'Dong for fixed, whole percent for percent' }),
  maxDiscount: money.nullable(),
  ranges: z
    .array(z.object({ from: money, to: money.nullable(), value: z.number().int() }))
    .nullable()
    .openapi({ description: 'discount_by_range_price: an order base in [from, to) gets value' }),
  minOrderValue: money,
  startsAt: isoDate,
  endsAt: isoDate,
  state: z.enum(['upcoming', 'running', 'ended']),
  usedPercent: z.number().int().min(0).max(100).nullable(),
  saveLimit: z.number().int().nullable(),
  remainingSaves: z.number().int().nullable(),
  saved: z.boolean(),
  productScoped: z.boolean(),
  firstPurchaseOnly: z.boolean(),
  appOnly: z.boolean(),
  paymentMethods: z.array(z.string()).nullable(),
  shippingMethods: z.array(z.string()).nullable(),
};

export const voucherSchema: z.ZodType<VoucherView> = z.object(voucherShape).openapi('Voucher');

export const savedVoucherSchema: z.ZodType<SavedVoucherView> = z
  .object({ ...voucherShape, savedState: z.enum(SAVED_VOUCHER_STATES), savedAt: isoDate })
  .openapi('SavedVoucher');

export const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    hasMore: z.boolean(),
  });

const page = z.coerce.number().int().min(1).max(1000).optional().default(1);

/** `kind=platform,cashback`: one kind or several, comma-separated. */
const kinds = z
  .string()
  .optional()
  .transform((value) => (value ? value.split(',').map((k) => k.trim()) : undefined))
  .pipe(z.array(z.enum(VOUCHER_KINDS)).optional())
  .openapi({
    type: 'string',
    example: 'platform,cashback',
    description: `One or more of ${VOUCHER_KINDS.join(', ')}`,
  });

export const voucherListQuery = z.object({
  shop_id: z.uuid().optional().openapi({ description: "Only this shop's vouchers" }),
  kind: kinds,
  page,
});

export const savedListQuery = z.object({
  state: z.enum(SAVED_VOUCHER_STATES).optional().default('usable'),
  page,
});

export const saveByCodeBody = z.object({
  code: z.string().trim().min(1).max(LIMITS.voucher.codeMax).openapi({ example: 'CHODEP100' }),
});
