import { PAYMENT_METHODS, type PaymentMethod } from '@cho-dep/core/checkout/payment-methods';

/** How the picker groups the eight methods, Shopee-style: cash, wallets, QR, ATM, cards. */
export const PAYMENT_GROUPS = ['cod', 'ewallet', 'qr', 'atm', 'card'] as const;
export type PaymentGroup = (typeof PAYMENT_GROUPS)[number];

export function paymentGroupOf(method: PaymentMethod): PaymentGroup {
  switch (method) {
    case 'CASH':
      return 'cod';
    case 'EWALLET':
      return 'ewallet';
    case 'VNPAYQR':
      return 'qr';
    case 'ATM':
      return 'atm';
    default:
      return 'card';
  }
}

export interface PaymentChoice {
  method: PaymentMethod;
  available: boolean;
}

export interface PaymentChoiceGroup {
  group: PaymentGroup;
  methods: PaymentChoice[];
  /** Some method of the group can be chosen. */
  available: boolean;
}

/**
 * The picker's groups in their fixed order, each method with whether the quote allows it. A
 * method the quote does not mention is shown, disabled: the buyer still sees the eight.
 */
export function groupPaymentMethods(
  fromQuote: readonly { method: PaymentMethod; available: boolean }[],
): PaymentChoiceGroup[] {
  const availability = new Map(fromQuote.map((entry) => [entry.method, entry.available]));
  return PAYMENT_GROUPS.map((group) => {
    const methods = PAYMENT_METHODS.filter((method) => paymentGroupOf(method) === group).map((method) => ({
      method,
      available: availability.get(method) ?? false,
    }));
    return { group, methods, available: methods.some((m) => m.available) };
  });
}
