import { z } from 'zod';
import { addressInputSchema } from '../address/address-schemas';
import { LIMITS } from '../constants/limits';
import { groupBuyChoiceSchema } from '../group-buying/group-buy-input-schema';
import { PAYMENT_METHODS, WALLET_PROVIDERS } from './payment-methods';

/** How a shop's part of the order travels: the shop's own delivery or a carrier. */
export const SHIPPING_METHODS = ['self', 'ghn', 'ghtk'] as const;
export type ShippingMethodCode = (typeof SHIPPING_METHODS)[number];

/** The buyer's delivery choice for one shop of the order. */
export const shippingChoiceSchema = z.object({
  shopId: z.uuid(),
  method: z.enum(SHIPPING_METHODS),
  express: z.boolean().default(false),
});

/**
 * What the checkout page sends, to price the order (quote) and to place it. Two sources:
 * the cart's selected lines (/thanh-toan) or one variant bought at once (/thanh-toan-2,
 * express checkout from the product page). Shipping and vouchers are optional: left out,
 * the server picks the cheapest delivery per shop and the best combination of vouchers.
 */
export const checkoutDraftSchema = z
  .object({
    source: z.enum(['cart', 'express']).default('cart'),
    /** Express checkout only: the one variant and its quantity. */
    items: z
      .array(
        z.object({
          variantId: z.uuid(),
          quantity: z.number().int().min(1).max(LIMITS.cart.lineQuantityMax),
        }),
      )
      .max(1)
      .optional(),
    /** A saved address of the signed-in buyer. */
    addressId: z.uuid().optional(),
    /** A guest's address, typed in the checkout (the same rules as a saved address). */
    address: addressInputSchema.optional(),
    shipping: z.array(shippingChoiceSchema).max(50).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).default('CASH'),
    walletProvider: z.enum(WALLET_PROVIDERS).optional(),
    /** The vouchers the buyer chose by hand; absent = apply the best combination. */
    voucherIds: z.array(z.uuid()).max(20).optional(),
    /** One note for every seller of the checkout (older clients). */
    buyerNote: z.string().trim().max(LIMITS.checkout.noteMax).optional(),
    /** A note to each seller ("Lời nhắn cho người bán"), as Shopee asks per shop. */
    notes: z
      .array(z.object({ shopId: z.uuid(), note: z.string().trim().max(LIMITS.checkout.noteMax) }))
      .max(50)
      .optional(),
    /** Express only: buy the one line as a group-buy seat (open a team, or join `teamId`). */
    groupBuy: groupBuyChoiceSchema.optional(),
    /**
     * The live the buyer is buying from (the live page sends it): the shop's orders count in
     * that live's figures when it is on air or just ended (decision 063); never refuses a checkout.
     */
    liveId: z.uuid().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.source === 'express' && value.items?.length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'validation.required' });
    }
    if (value.groupBuy && value.source !== 'express') {
      ctx.addIssue({ code: 'custom', path: ['groupBuy'], message: 'validation.required' });
    }
    if (value.paymentMethod === 'EWALLET' && !value.walletProvider) {
      ctx.addIssue({ code: 'custom', path: ['walletProvider'], message: 'validation.required' });
    }
  });
export type CheckoutDraftInput = z.infer<typeof checkoutDraftSchema>;

/** Placing the order adds the terms agreement, a guest's e-mail and the total the buyer saw. */
export const placeOrderSchema = z.object({
  draft: checkoutDraftSchema,
  /** product.md §5: the buyer must agree to the terms. */
  agreeTerms: z.literal(true, { error: 'validation.checkout.agreeTerms' }),
  /** Where a guest's order-info e-mail goes; a signed-in buyer's own e-mail is used otherwise. */
  contactEmail: z.email({ error: 'validation.invalidEmail' }).max(254).optional(),
  /** The total_order_payment the page showed: a different server total is PRICE_CHANGED. */
  expectedTotal: z.number().int().min(0),
});
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;
