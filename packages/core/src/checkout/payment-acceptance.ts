import { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';

export type PaymentAcceptanceProblem =
  | 'PAYMENT_METHOD_NOT_APPLIED_BY_SHOP'
  | 'PAYMENT_METHOD_NOT_SYNCHRONIZED';

/**
 * Whether every shop of the order accepts `method` (product.md §8). One shop refusing
 * it: 'Payment method not applied by shop'. Several shops that agree on no common method
 * other than the chosen one failing for some: 'Payment method is not synchronized, please
 * split the order' — the buyer must pay the shops separately.
 */
export function paymentAcceptanceProblem(
  method: PaymentMethod,
  acceptedByShop: readonly (readonly string[])[],
): PaymentAcceptanceProblem | null {
  const refusing = acceptedByShop.filter((accepted) => !accepted.includes(method));
  if (refusing.length === 0) return null;
  if (acceptedByShop.length > 1 && refusing.length < acceptedByShop.length)
    return 'PAYMENT_METHOD_NOT_SYNCHRONIZED';
  return 'PAYMENT_METHOD_NOT_APPLIED_BY_SHOP';
}

/** The methods every shop of the order accepts, in the catalogue order. */
export function commonPaymentMethods(acceptedByShop: readonly (readonly string[])[]): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => acceptedByShop.every((accepted) => accepted.includes(method)));
}
