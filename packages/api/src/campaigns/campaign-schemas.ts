import { z } from '@hono/zod-openapi';

const phase = z
  .enum(['upcoming', 'registration', 'closed', 'running', 'ended'])
  .openapi({ description: 'Before registration, registration open, waiting for the sale, on sale, over' });

export const campaignSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    cover: z.string().nullable(),
    /** The stored cover's key, which the edit form sends back. */
    coverKey: z.string().nullable(),
    registrationStartsAt: z.string(),
    registrationEndsAt: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    minDiscountPercent: z.number().int(),
    maxProductsPerShop: z.number().int(),
    phase,
    counts: z.object({
      pending: z.number().int(),
      approved: z.number().int(),
      rejected: z.number().int(),
    }),
  })
  .openapi('Campaign');
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z
  .object({
    data: z.array(campaignSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('CampaignList');
export type CampaignList = z.infer<typeof campaignListSchema>;

export const nominationSchema = z
  .object({
    id: z.string(),
    campaignId: z.string(),
    shopId: z.string(),
    shopName: z.string(),
    productId: z.string(),
    variantId: z.string().nullable(),
    productName: z.string(),
    variantLabel: z.string().nullable(),
    image: z.string().nullable(),
    originalPrice: z.number().int().openapi({ description: 'The price when nominated, dong' }),
    campaignPrice: z.number().int(),
    discountPercent: z.number().int(),
    stock: z.number().int(),
    soldCount: z.number().int().openapi({ description: 'Units sold at the campaign price (approved only)' }),
    status: z.enum(['pending', 'approved', 'rejected']),
    rejectReason: z.string().nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .openapi('CampaignNomination');
export type Nomination = z.infer<typeof nominationSchema>;

export const nominationListSchema = z
  .object({
    data: z.array(nominationSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('CampaignNominationList');
export type NominationList = z.infer<typeof nominationListSchema>;

export const sellerCampaignSchema = campaignSchema
  .extend({
    nominations: z.array(nominationSchema).openapi({ description: "The caller's shop's nominations" }),
  })
  .openapi('SellerCampaign');
export type SellerCampaign = z.infer<typeof sellerCampaignSchema>;

export const publicCampaignItemSchema = z
  .object({
    productId: z.string(),
    variantId: z.string().nullable(),
    slug: z.string(),
    name: z.string(),
    variantLabel: z.string().nullable(),
    image: z.string().nullable(),
    shopName: z.string(),
    originalPrice: z.number().int(),
    campaignPrice: z.number().int(),
    discountPercent: z.number().int(),
    remaining: z.number().int().openapi({ description: 'Units left at the campaign price' }),
  })
  .openapi('PublicCampaignItem');

export const publicCampaignSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    cover: z.string().nullable(),
    startsAt: z.string(),
    endsAt: z.string(),
    phase,
    items: z.array(publicCampaignItemSchema),
  })
  .openapi('PublicCampaign');
export type PublicCampaign = z.infer<typeof publicCampaignSchema>;
