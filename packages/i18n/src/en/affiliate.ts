/** Affiliate: the KOL area, errors, field rules and notifications (see vi/affiliate.ts). */
export const affiliate = {
  title: 'Affiliate marketing',
  area: 'Chợ Đẹp Affiliate',
  sideKol: 'KOL',
  sideSeller: 'Seller',
  nav: {
    dashboard: 'Overview',
    links: 'Links',
    conversions: 'Conversion orders',
    campaigns: 'Campaigns',
    sellerCampaigns: 'Open campaigns',
    sellerSetting: 'Commission setting',
    sellerCentre: 'Seller centre',
    account: 'Account information',
  },
  status: { pending: 'Pending', approved: 'Approved', cancelled: 'Cancelled' },
};

export const affiliateErrors = {
  AFFILIATE_NOT_KOL: 'You need to be an approved KOL to use this',
  AFFILIATE_ALREADY_APPLIED: 'You have already applied; please wait for the review',
  AFFILIATE_ALREADY_DECIDED: 'This has already been decided',
  AFFILIATE_TARGET_UNAVAILABLE:
    'No link can be made: the product, shop or campaign is not in the affiliate programme',
  AFFILIATE_LINKS_LIMIT: 'You can make at most {{max}} links',
  AFFILIATE_CAMPAIGN_CLOSED: 'The campaign is not open or has ended',
  AFFILIATE_CAMPAIGN_INVITE_ONLY: 'This campaign is for invited KOLs only',
  AFFILIATE_CAMPAIGN_RATE_TOO_LOW:
    "A campaign's commission must be above the shop's current rate ({{rate}}%)",
  AFFILIATE_CAMPAIGN_LOCKED: 'The campaign is approved and can no longer be edited',
  AFFILIATE_TOKENS_LIMIT: 'You can keep at most {{max}} API keys',
};

export const affiliateValidation = {
  rateStep: 'A commission rate has at most 2 decimal places',
  channelUrl: 'The channel link is not valid (it starts with https://)',
  acceptTerms: 'Please accept the Affiliate terms',
  campaignRate: "A campaign's commission must be above 0%",
  campaignTooLong: 'A campaign runs for at most {{max}} days',
};

export const affiliateNotifications = {
  kol_approved: 'Congratulations! You are now a Chợ Đẹp KOL. Make your first link now.',
  kol_rejected: 'Your KOL application was not approved: {{reason}}',
  conversion: 'Order {{code}} came through your link: expected commission ₫{{amount, number}}.',
  commission_approved: 'The ₫{{amount, number}} commission on order {{code}} is approved.',
  commission_cancelled: 'The commission on order {{code}} was cancelled.',
  campaign_approved: 'Your campaign "{{name}}" is approved and open to KOLs.',
  campaign_rejected: 'Your campaign "{{name}}" was not approved: {{reason}}',
  campaign_invited: '{{shop}} invites you to the campaign "{{name}}" at {{rate}}% commission.',
  campaign_joined: '{{name}} joined the campaign "{{campaign}}".',
};
