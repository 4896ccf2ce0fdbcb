export const affiliateApply = {
  title: 'Affiliate marketing',
};
