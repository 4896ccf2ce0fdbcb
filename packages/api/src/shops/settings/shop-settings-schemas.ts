import { RETURN_CONDITIONS, SHOP_COUNTRIES } from '@cho-dep/core/catalog/catalog-states';
import { SHIPPING_METHODS } from '@cho-dep/core/checkout/checkout-schemas';
import { PAYMENT_METHODS } from '@cho-dep/core/checkout/payment-methods';
import { z } from '@hono/zod-openapi';

export const sellerActivitySchema = z
  .object({
    lastActiveAt: z
      .string()
      .openapi({ description: "The owner's last successful change in the seller centre" }),
    inactiveDays: z.number().int(),
    warning: z.boolean().openapi({ description: 'product.md §8: inactive 7 or more days' }),
  })
  .openapi('SellerActivity');
export type SellerActivity = z.infer<typeof sellerActivitySchema>;

export const shopSettingsSchema = z
  .object({
    info: z.object({
      name: z.string(),
      description: z.string(),
      logoUrl: z.string().nullable(),
      coverUrl: z.string().nullable(),
    }),
    shipping: z.object({
      shippingMethods: z.array(z.enum(SHIPPING_METHODS)),
      pickupAddressId: z
        .string()
        .nullable()
        .openapi({ description: "The owner's saved address flagged as pickup; null: none chosen yet" }),
      pickupFallback: z.string().nullable().openapi({
        description:
          'With no pickup address chosen, the registration address the carriers collect from (null: none)',
      }),
      preparationDays: z.number().int(),
    }),
    returnPolicy: z.object({
      returnDays: z.number().int(),
      returnConditions: z.array(z.enum(RETURN_CONDITIONS)),
    }),
    payment: z.object({ paymentMethods: z.array(z.enum(PAYMENT_METHODS)) }),
    paused: z.boolean(),
    country: z.enum(SHOP_COUNTRIES),
    activity: sellerActivitySchema,
  })
  .openapi('ShopSettings');
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
