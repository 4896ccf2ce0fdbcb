/**
 * How many days after the order a buyer receives the parcel: the shop's preparation time (the
 * longest of the products in the parcel) plus the carrier's delivery days. A pre-order product
 * prepared in 11 days never promises "2-3 days" because the carrier alone takes 2-3.
 */
export function deliveryDaysAfterOrder(
  preparationDays: number,
  carrierDays: { min: number; max: number },
): { min: number; max: number } {
  const prep = Math.max(0, preparationDays);
  return { min: prep + carrierDays.min, max: prep + carrierDays.max };
}

/** The preparation a parcel promises: its slowest product's. */
export function parcelPreparationDays(productDays: readonly number[]): number {
  return Math.max(0, ...productDays);
}
