export type CheckoutValidation = typeof import('./checkout-validation');

let loading: Promise<CheckoutValidation> | undefined;

/** The checkout's zod schemas, fetched once on first use (a failed fetch is tried again next time). */
export function loadCheckoutValidation(): Promise<CheckoutValidation> {
  loading ??= import('./checkout-validation').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
