export const affiliateAdmin = {
  title: 'Affiliate marketing',
};
