export const affiliateAdmin = {
  title: '제휴 마케팅',
};
