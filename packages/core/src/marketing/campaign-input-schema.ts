import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { instantSchema } from '../validation/date-fields';

/** Not in product.md (decision 027): the bounds of a platform campaign and of a nomination. */
export const CAMPAIGN_LIMITS = {
  nameMin: 5,
  nameMax: 120,
  descriptionMax: 2000,
  /** The smallest "minimum discount" an admin may ask; the largest is the 80% promotion cap. */
  minDiscountPercentMin: 1,
  maxProductsPerShopMax: 200,
  /** The cover, like a promotion program's cover. */
  coverWidth: 1340,
  coverHeight: 754,
  pageSize: 20,
} as const;

const C = CAMPAIGN_LIMITS;

/**
 * A campaign as the admin writes it (form and API share it): registration opens, closes no
 * later than the sale starts, and the sale ends after it starts.
 */
export const campaignInputSchema = z
  .object({
    name: z.string().trim().min(C.nameMin).max(C.nameMax),
    description: z.string().trim().max(C.descriptionMax).default(''),
    /** The cover, a key from the cover upload; null = none. */
    coverKey: z.string().min(1).max(200).nullable().default(null),
    registrationStartsAt: instantSchema(),
    registrationEndsAt: instantSchema(),
    startsAt: instantSchema(),
    endsAt: instantSchema(),
    minDiscountPercent: z.coerce
      .number()
      .int()
      .min(C.minDiscountPercentMin)
      .max(LIMITS.promotion.discountPercentMax),
    maxProductsPerShop: z.coerce.number().int().min(1).max(C.maxProductsPerShopMax),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.registrationEndsAt <= c.registrationStartsAt)
      issue('registrationEndsAt', 'validation.voucher.endAfterStart');
    if (c.startsAt < c.registrationEndsAt) issue('startsAt', 'validation.campaign.saleBeforeRegistrationEnd');
    if (c.endsAt <= c.startsAt) issue('endsAt', 'validation.voucher.endAfterStart');
  });
export type CampaignInput = z.infer<typeof campaignInputSchema>;

/** A seller's nomination: one product (variantId null = all its variants) or one variant, at a campaign price. */
export const nominationInputSchema = z.object({
  productId: z.uuid(),
  variantId: z.uuid().nullable().default(null),
  campaignPrice: z.coerce.number().int().min(1),
  /** Units offered at the campaign price. */
  stock: z.coerce.number().int().min(1, 'validation.promotion.productLimitZero'),
});
export type NominationInput = z.infer<typeof nominationInputSchema>;
