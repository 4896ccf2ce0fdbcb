export const affiliateCampaigns = {
  title: 'Affiliate marketing',
};
