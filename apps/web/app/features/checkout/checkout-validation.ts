/**
 * The shared zod schemas the checkout validates with. Never import this file directly: it
 * loads through load-checkout-validation.ts when first needed (a guest types an address, the
 * buyer places the order), so the page itself ships without zod and the phone-number rules
 * (docs/decisions/013).
 */
export { addressInputSchema } from '@cho-dep/core/address/address-schemas';
export { placeOrderSchema } from '@cho-dep/core/checkout/checkout-schemas';
