import { z } from '@hono/zod-openapi';

const iso = (description: string) => z.string().openapi({ description: `${description} (UTC ISO)` });

/** Where a campaign stands in time: before its start, between start and end, after its end. */
export const campaignPhaseSchema = z.enum(['upcoming', 'running', 'ended']);

export const campaignProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  price: z.number().int(),
});

/** What a campaign is: the same for the seller and the KOL. */
const campaignBase = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  ratePercent: z.number(),
  startsAt: iso('When the campaign rate starts'),
  endsAt: iso('When it ends'),
  audience: z.enum(['all', 'invited']),
  phase: campaignPhaseSchema,
});

/** Results so far: orders (non-cancelled) and what they paid and earned. */
const results = {
  orders: z.number().int(),
  revenue: z.number().int(),
  commission: z.number().int(),
};

export const sellerCampaignSchema = campaignBase
  .extend({
    status: z.enum(['pending', 'approved', 'rejected']),
    rejectReason: z.string().nullable(),
    invitees: z.array(z.string()),
    createdAt: iso('When the seller created it'),
    productsCount: z.number().int(),
    kolsCount: z.number().int(),
    ...results,
  })
  .openapi('SellerAffiliateCampaign');

export const campaignKolResultSchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  joinedAt: iso('When the KOL joined'),
  clicks: z.number().int(),
  ...results,
});

export const sellerCampaignDetailSchema = sellerCampaignSchema
  .extend({
    products: z.array(campaignProductSchema),
    kols: z.array(campaignKolResultSchema),
  })
  .openapi('SellerAffiliateCampaignDetail');

export const kolCampaignSchema = campaignBase
  .extend({
    shop: z.object({ id: z.string(), name: z.string() }),
    products: z.array(campaignProductSchema),
    joined: z.boolean(),
    joinedAt: z.string().nullable(),
  })
  .openapi('KolAffiliateCampaign');

export const shopRatesSchema = z
  .object({
    shopRatePercent: z.number(),
    products: z.array(z.object({ productId: z.string(), ratePercent: z.number() })),
    catalog: z.array(campaignProductSchema),
  })
  .openapi('SellerAffiliateRates');

export type SellerCampaign = z.infer<typeof sellerCampaignSchema>;
export type SellerCampaignDetail = z.infer<typeof sellerCampaignDetailSchema>;
export type KolCampaign = z.infer<typeof kolCampaignSchema>;
export type CampaignProduct = z.infer<typeof campaignProductSchema>;
