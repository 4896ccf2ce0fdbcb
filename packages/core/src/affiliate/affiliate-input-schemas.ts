import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { normaliseTaxCode, taxCodeKind } from '../shops/tax-code';
import { instantSchema } from '../validation/date-fields';

const A = LIMITS.affiliate;
const P = LIMITS.profile;

export const SOCIAL_PLATFORMS = ['tiktok', 'facebook', 'instagram', 'youtube', 'zalo', 'blog'] as const;
export const KOL_NICHES = ['fashion', 'beauty', 'lifestyle', 'mom_baby', 'men', 'other'] as const;
export const LINK_TARGETS = ['product', 'shop', 'campaign', 'live'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** A percentage with at most two decimals (2.5 %, 12.75 %), within the seller's 0-50 %. */
export const ratePercentSchema = z
  .number()
  .min(A.ratePercentMin)
  .max(A.ratePercentMax)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'validation.affiliate.rateStep');

/**
 * The KOL application of /tiep-thi-lien-ket: where the applicant publishes and to how many
 * followers, what they talk about, the bank account commissions are paid to, the tax code
 * personal income tax is withheld under, and the terms they accept. `year` enables the
 * tax code's CCCD birth-year check (the server passes its clock; the OpenAPI document has none).
 */
export function makeKolApplicationSchema(year = Number.POSITIVE_INFINITY) {
  return z.object({
    channels: z
      .array(
        z.object({
          platform: z.enum(SOCIAL_PLATFORMS),
          url: z.string().trim().max(A.channelUrlMax).refine(isHttpUrl, 'validation.affiliate.channelUrl'),
          followers: z.number().int().min(0).max(A.followersMax),
        }),
      )
      .min(A.channelsMin, 'validation.pickOne')
      .max(A.channelsMax),
    niches: z.array(z.enum(KOL_NICHES)).min(1, 'validation.pickOne').max(A.nichesMax),
    intro: z.string().trim().max(A.introMax).default(''),
    bankName: z.string().trim().min(1).max(P.bankNameMax),
    bankAccount: z
      .string()
      .trim()
      .regex(
        new RegExp(`^\\d{${P.bankAccountDigitsMin},${P.bankAccountDigitsMax}}$`),
        'validation.profile.bankAccount',
      ),
    accountHolder: z.string().trim().min(2).max(A.accountHolderMax),
    // Checked on its own, so the form names it even while other fields are wrong.
    taxCode: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .transform(normaliseTaxCode)
      .refine((value) => taxCodeKind(value, year) !== null, 'validation.profile.taxCode'),
    acceptTerms: z.literal(true, { message: 'validation.affiliate.acceptTerms' }),
  });
}
export const kolApplicationSchema = makeKolApplicationSchema();
export type KolApplicationInput = z.infer<typeof kolApplicationSchema>;

/** The admin's answer to an application or a campaign: a rejection says why. */
export const affiliateDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(A.rejectReasonMax).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && value.reason.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
    }
  });
export type AffiliateDecisionInput = z.infer<typeof affiliateDecisionSchema>;

/** A tracked link to a product, a shop, an open campaign or a live. */
export const linkInputSchema = z.object({
  target: z.enum(LINK_TARGETS),
  targetId: z.uuid(),
});
export type LinkInput = z.infer<typeof linkInputSchema>;

/** The seller's affiliate setting: the shop-wide rate and the products that differ. */
export const shopRatesInputSchema = z.object({
  shopRatePercent: ratePercentSchema,
  products: z
    .array(z.object({ productId: z.uuid(), ratePercent: ratePercentSchema.nullable() }))
    .max(200)
    .default([]),
});
export type ShopRatesInput = z.infer<typeof shopRatesInputSchema>;

/**
 * A seller's open campaign: products at a higher commission for a stretch of days, open to
 * every approved KOL or to those the seller invites (by their e-mail).
 */
export const campaignInputSchema = z
  .object({
    name: z.string().trim().min(1).max(A.campaignNameMax),
    description: z.string().trim().max(A.campaignDescriptionMax).default(''),
    ratePercent: ratePercentSchema.refine((v) => v > 0, 'validation.affiliate.campaignRate'),
    productIds: z.array(z.uuid()).min(1, 'validation.pickOne').max(A.campaignProductsMax),
    startsAt: instantSchema(),
    endsAt: instantSchema(),
    audience: z.enum(['all', 'invited']),
    invitees: z.array(z.email()).max(A.campaignInviteesMax).default([]),
  })
  .superRefine((c, ctx) => {
    if (c.endsAt <= c.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.voucher.endAfterStart' });
    } else if (c.endsAt.getTime() - c.startsAt.getTime() > A.campaignDaysMax * 86_400_000) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'validation.affiliate.campaignTooLong',
        params: { max: A.campaignDaysMax },
      });
    }
    if (c.audience === 'invited' && c.invitees.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['invitees'], message: 'validation.pickOne' });
    }
  });
export type CampaignInput = z.infer<typeof campaignInputSchema>;

/** A named API token for the affiliate host. */
export const apiTokenInputSchema = z.object({ name: z.string().trim().min(1).max(A.apiTokenNameMax) });
