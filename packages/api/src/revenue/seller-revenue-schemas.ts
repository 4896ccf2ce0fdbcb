import { PAYMENT_METHODS } from '@cho-dep/core/checkout/payment-methods';
import { ORDER_STATUSES } from '@cho-dep/core/orders/order-statuses';
import { FEE_BASES, FEE_KINDS, FEE_METHOD_SCOPES } from '@cho-dep/core/settlement/fee-rules';
import { SETTLEMENT_STATES } from '@cho-dep/core/settlement/revenue-breakdown';
import { z } from '@hono/zod-openapi';

const dong = z.number().int();
const discount = z.object({ code: z.string().nullable(), kind: z.string(), amount: dong });

const feeLineSchema = z.object({
  kind: z.enum(FEE_KINDS),
  ruleId: z.string().nullable(),
  rateBasisPoints: z.number().int().openapi({ description: '1 basis point = 0.01%' }),
  base: z.enum(FEE_BASES).nullable(),
  baseAmount: dong,
  fullAmount: dong.openapi({ description: 'The fee before any waiver' }),
  amount: dong.openapi({ description: 'What is charged' }),
  waiver: z.enum(['first_year', 'no_rule']).nullable(),
  waivedUntil: z.string().nullable().openapi({ description: 'The first day (Vietnam) the fee is charged' }),
  verify: z.boolean(),
});

export const revenueBreakdownSchema = z
  .object({
    goodsTotal: dong,
    promotionSaving: dong.openapi({ description: 'Informational: already inside the unit prices' }),
    sellerDiscounts: z.array(discount),
    sellerDiscountTotal: dong,
    platformDiscounts: z.array(discount),
    platformDiscountTotal: dong,
    goodsRevenue: dong,
    shipping: z.object({
      fee: dong,
      buyerPaid: dong,
      platformSubsidy: dong,
      sellerSubsidy: dong,
      carrierCost: dong,
      international: dong,
      net: dong,
    }),
    buyerPaid: dong,
    fees: z.object({ service: feeLineSchema, payment: feeLineSchema }),
    tax: z.object({ withheld: z.boolean(), vat: dong, pit: dong }),
    returns: z.object({
      returnedRevenue: dong,
      vatOffset: dong,
      pitOffset: dong,
      extraCompensation: dong,
      refundTotal: dong,
      offset: dong,
    }),
    net: dong.openapi({ description: 'What the seller is owed for the order (may be negative)' }),
  })
  .openapi('RevenueBreakdown');

export const revenueRowSchema = z
  .object({
    orderId: z.string(),
    code: z.string(),
    state: z.enum(SETTLEMENT_STATES),
    status: z.enum(ORDER_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    placedAt: z.string(),
    completedAt: z.string().nullable(),
    productName: z.string(),
    image: z.string().nullable(),
    itemCount: z.number().int(),
    buyerPaid: dong,
    goodsRevenue: dong,
    fees: dong,
    tax: dong,
    returnsOffset: dong,
    net: dong,
  })
  .openapi('RevenueRow');

export const statementTotalsSchema = z
  .object({
    orderCount: z.number().int(),
    goodsTotal: dong,
    sellerDiscounts: dong,
    platformDiscounts: dong,
    goodsRevenue: dong,
    shippingNet: dong,
    serviceFee: dong,
    paymentFee: dong,
    feesWaived: dong,
    taxVat: dong,
    taxPit: dong,
    returnsOffset: dong,
    net: dong,
  })
  .openapi('StatementTotals');

export const revenueListSchema = z.object({
  data: z.array(revenueRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: statementTotalsSchema.openapi({
    description: 'Of every order of the tab and period, not just the page',
  }),
  counts: z.object({ pending: z.number().int(), settled: z.number().int() }),
});
export type RevenueListAnswer = z.infer<typeof revenueListSchema>;

export const revenueDetailSchema = z
  .object({
    orderId: z.string(),
    code: z.string(),
    state: z.enum(SETTLEMENT_STATES),
    status: z.enum(ORDER_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    shippingMethod: z.enum(['self', 'ghn', 'ghtk']),
    placedAt: z.string(),
    completedAt: z.string().nullable(),
    settlementPeriod: z
      .string()
      .nullable()
      .openapi({ description: 'The statement month (YYYY-MM) once settled' }),
    items: z.array(
      z.object({
        id: z.string(),
        productName: z.string(),
        variantLabel: z.string(),
        quantity: z.number().int(),
        originalPrice: dong,
        unitPrice: dong,
        lineTotal: dong,
      }),
    ),
    breakdown: revenueBreakdownSchema,
  })
  .openapi('RevenueDetail');
export type RevenueDetail = z.infer<typeof revenueDetailSchema>;

export const settlementSummarySchema = z
  .object({
    period: z.string(),
    closed: z.boolean().openapi({ description: 'The month is over: its statement will not change' }),
    totals: statementTotalsSchema,
  })
  .openapi('SettlementSummary');
export type SettlementSummary = z.infer<typeof settlementSummarySchema>;

export const settlementDetailSchema = z
  .object({
    period: z.string(),
    from: z.string(),
    to: z.string().openapi({ description: 'Exclusive end of the month' }),
    closed: z.boolean(),
    shop: z.object({
      name: z.string(),
      businessType: z.enum(['personal', 'enterprise']),
      taxCode: z.string().nullable(),
    }),
    pendingAtEnd: z.object({ orderCount: z.number().int(), net: dong }).openapi({
      description: 'Orders placed by the end of the month and not settled yet (carried to a later statement)',
    }),
    totals: statementTotalsSchema,
    orders: z.array(revenueRowSchema),
  })
  .openapi('SettlementDetail');
export type SettlementDetail = z.infer<typeof settlementDetailSchema>;

export const feeRuleSchema = z
  .object({
    id: z.string(),
    kind: z.enum(FEE_KINDS),
    rateBasisPoints: z.number().int(),
    base: z.enum(FEE_BASES),
    methods: z.enum(FEE_METHOD_SCOPES),
    effectiveFrom: z.string(),
    waiver: z.object({ firstYear: z.boolean(), requiresRegularSettlement: z.boolean() }).nullable(),
    verify: z.boolean(),
  })
  .openapi('FeeRule');

export const feeRulesAnswerSchema = z.object({
  serviceFeeYearOne: z.enum(['waived', 'charged']),
  rules: z.array(feeRuleSchema),
});
export type FeeRulesAnswer = z.infer<typeof feeRulesAnswerSchema>;
