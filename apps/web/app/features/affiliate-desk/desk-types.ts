import type {
  conversionsUnderReview,
  listKolApplications,
  pendingCampaigns,
} from '@cho-dep/api/affiliate/kols/admin-affiliate-queries';

export type KolPage = Awaited<ReturnType<typeof listKolApplications>>;
export type KolRow = KolPage['items'][number];
export type PendingCampaign = Awaited<ReturnType<typeof pendingCampaigns>>[number];
export type HeldConversion = Awaited<ReturnType<typeof conversionsUnderReview>>[number];
