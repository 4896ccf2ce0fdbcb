export const sellerAffiliate = {
  title: '제휴 마케팅',
};
