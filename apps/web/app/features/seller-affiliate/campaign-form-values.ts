import { fromVietnamLocal, toVietnamLocal } from '@cho-dep/core/format/vietnam-local-time';
import { percentOf } from './use-mapped-form';

/** The campaign form's boxes: text as typed, times in Vietnam's clock, one e-mail a line. */
export interface CampaignFormValues {
  name: string;
  description: string;
  ratePercent: string;
  productIds: string[];
  startsAt: string;
  endsAt: string;
  audience: 'all' | 'invited';
  invitees: string;
}

const DAY = 86_400_000;

export function campaignValuesOf(
  campaign: {
    name: string;
    description: string;
    ratePercent: number;
    products: { id: string }[];
    startsAt: string;
    endsAt: string;
    audience: 'all' | 'invited';
    invitees: string[];
  } | null,
  now: Date,
): CampaignFormValues {
  if (!campaign) {
    return {
      name: '',
      description: '',
      ratePercent: '',
      productIds: [],
      startsAt: toVietnamLocal(new Date(now.getTime() + DAY)),
      endsAt: toVietnamLocal(new Date(now.getTime() + 15 * DAY)),
      audience: 'all',
      invitees: '',
    };
  }
  return {
    name: campaign.name,
    description: campaign.description,
    ratePercent: String(campaign.ratePercent),
    productIds: campaign.products.map((p) => p.id),
    startsAt: toVietnamLocal(campaign.startsAt),
    endsAt: toVietnamLocal(campaign.endsAt),
    audience: campaign.audience,
    invitees: campaign.invitees.join('\n'),
  };
}

/** The request body the schema checks. */
export function campaignInputOf(v: CampaignFormValues) {
  return {
    name: v.name,
    description: v.description,
    ratePercent: percentOf(v.ratePercent),
    productIds: v.productIds,
    startsAt: v.startsAt ? fromVietnamLocal(v.startsAt) : '',
    endsAt: v.endsAt ? fromVietnamLocal(v.endsAt) : '',
    audience: v.audience,
    invitees:
      v.audience === 'invited'
        ? v.invitees
            .split(/[\s,;]+/)
            .map((e) => e.trim())
            .filter(Boolean)
        : [],
  };
}
