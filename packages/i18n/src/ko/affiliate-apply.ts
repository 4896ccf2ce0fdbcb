export const affiliateApply = {
  title: '제휴 마케팅',
};
