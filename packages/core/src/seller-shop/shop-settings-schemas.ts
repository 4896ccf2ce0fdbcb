import { z } from 'zod';
import { RETURN_CONDITIONS, SHOP_COUNTRIES } from '../catalog/catalog-states';
import { SHIPPING_METHODS } from '../checkout/checkout-schemas';
import { PAYMENT_METHODS } from '../checkout/payment-methods';
import { LIMITS } from '../constants/limits';

const P = LIMITS.product;
const S = LIMITS.shop;

const unique = <T>(items: T[]) => new Set(items).size === items.length;

/**
 * /ban-hang/cai-dat/van-chuyen: the deliveries the shop offers (GHN, GHTK, its own; at least
 * one), its pickup address (one of the owner's saved addresses) and the preparation time new
 * products in stock start with (1 to 3 days; a pre-order product sets its own 5 to 30).
 */
export const shippingSettingsSchema = z.object({
  shippingMethods: z
    .array(z.enum(SHIPPING_METHODS))
    .min(1, 'validation.shopSettings.carrierRequired')
    .refine(unique, 'validation.invalidEnum'),
  pickupAddressId: z.uuid('validation.shopSettings.pickupRequired'),
  preparationDays: z.number().int().min(P.preparationMinDays).max(P.preparationInStockMaxDays),
});
export type ShippingSettingsInput = z.infer<typeof shippingSettingsSchema>;

/**
 * /ban-hang/cai-dat/chinh-sach-hoan-tra-hang: the return period (1 to 15 days) and conditions
 * (at least one) new products start with (product.md §5).
 */
export const returnPolicySchema = z.object({
  returnDays: z.number().int().min(P.returnPeriodMinDays).max(P.returnPeriodMaxDays),
  returnConditions: z
    .array(z.enum(RETURN_CONDITIONS))
    .min(1, 'validation.shopSettings.conditionRequired')
    .refine(unique, 'validation.invalidEnum'),
});
export type ReturnPolicyInput = z.infer<typeof returnPolicySchema>;

/** /ban-hang/cai-dat/thanh-toan: the payment methods the shop accepts, at least one. */
export const paymentSettingsSchema = z.object({
  paymentMethods: z
    .array(z.enum(PAYMENT_METHODS))
    .min(1, 'validation.shopSettings.paymentRequired')
    .refine(unique, 'validation.invalidEnum'),
});
export type PaymentSettingsInput = z.infer<typeof paymentSettingsSchema>;

/** /ban-hang/cai-dat/thong-tin-cua-hang: name and description (product.md §5: 100 to 500). */
export const shopInfoSchema = z.object({
  name: z.string().trim().min(S.nameMin).max(S.nameMax),
  description: z.string().trim().min(S.descriptionMin).max(S.descriptionMax),
});
export type ShopInfoInput = z.infer<typeof shopInfoSchema>;

/** Pause mode (the owner's vacation). */
export const pauseSettingsSchema = z.object({ paused: z.boolean() });

/** Where the shop sells from. */
export const countrySettingsSchema = z.object({ country: z.enum(SHOP_COUNTRIES) });
