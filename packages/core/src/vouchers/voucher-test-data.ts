import type { DraftShop, OrderDraft, Voucher } from './voucher-rules';

/** Builders for voucher tests: a valid voucher and order, overridden field by field. */
export const NOW = new Date('2026-11-21T10:00:00+07:00');
const DAY = 86_400_000;

export function voucher(overrides: Partial<Voucher> = {}): Voucher {
  return {
    id: 'v1',
    code: 'GIAM10',
    kind: 'platform',
    shopId: null,
    discount: { type: 'price', value: 10_000, maxDiscount: null },
    minOrderValue: 0,
    startsAt: new Date(NOW.getTime() - DAY),
    endsAt: new Date(NOW.getTime() + DAY),
    budget: null,
    budgetUsed: 0,
    usageLimit: null,
    usedCount: 0,
    perUserPerDay: null,
    productIds: null,
    conditions: {},
    ...overrides,
  };
}

export function shop(overrides: Partial<DraftShop> = {}): DraftShop {
  return {
    shopId: 's1',
    items: [{ productId: 'p1', amount: 200_000 }],
    shippingFee: 30_000,
    shippingMethod: 'ghn',
    express: false,
    ...overrides,
  };
}

export function draft(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    now: NOW,
    userId: 'u1',
    isFirstPurchase: false,
    channel: 'web',
    paymentMethod: 'CASH',
    shops: [shop()],
    usesToday: {},
    ...overrides,
  };
}
