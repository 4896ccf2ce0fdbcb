import type { CheckoutProblem } from './checkout-api';

/** Where on the page a problem of the quote is shown, next to what the buyer can change. */
export interface PlacedProblems {
  /** Nothing to buy, or anything the page has no better place for. */
  page: CheckoutProblem[];
  address: CheckoutProblem[];
  payment: CheckoutProblem[];
  /** Platform and free-shipping vouchers. */
  vouchers: CheckoutProblem[];
  /** Per shop id: its delivery, its lines' promotions, its voucher, its payment method. */
  shops: Record<string, CheckoutProblem[]>;
}

const ADDRESS = new Set(['NO_DELIVERY_ADDRESS', 'ADDRESS_INVALID']);
const PAYMENT = new Set([
  'PAYMENT_METHOD_UNAVAILABLE',
  'PAYMENT_METHOD_NOT_APPLIED_BY_SHOP',
  'PAYMENT_METHOD_NOT_SYNCHRONIZED',
]);
const VOUCHER = new Set(['VOUCHER_NOT_APPLICABLE', 'VOUCHER_CONFLICT', 'EXPRESS_SHIPPING_VOUCHER']);
export function placeProblems(
  problems: readonly CheckoutProblem[],
  shopIds: readonly string[],
): PlacedProblems {
  const placed: PlacedProblems = { page: [], address: [], payment: [], vouchers: [], shops: {} };
  const known = new Set(shopIds);
  const toShop = (problem: CheckoutProblem, shopId: string) => {
    placed.shops[shopId] = [...(placed.shops[shopId] ?? []), problem];
  };
  for (const problem of problems) {
    const shopId = problem.shopId && known.has(problem.shopId) ? problem.shopId : null;
    if (ADDRESS.has(problem.code)) placed.address.push(problem);
    // A shop that refuses the method is marked on the shop too, so the buyer sees which one.
    else if (PAYMENT.has(problem.code)) {
      placed.payment.push(problem);
      if (shopId) toShop(problem, shopId);
    } else if (VOUCHER.has(problem.code)) {
      if (shopId) toShop(problem, shopId);
      else placed.vouchers.push(problem);
    } else if (shopId) toShop(problem, shopId);
    else placed.page.push(problem);
  }
  return placed;
}

/** The order can be placed only when the quote has no problem at all. */
export function canPlaceOrder(problems: readonly CheckoutProblem[]): boolean {
  return problems.length === 0;
}
