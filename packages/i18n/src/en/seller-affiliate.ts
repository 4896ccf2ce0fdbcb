export const sellerAffiliate = {
  title: 'Affiliate marketing',
};
