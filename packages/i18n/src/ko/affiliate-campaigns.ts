export const affiliateCampaigns = {
  title: '제휴 마케팅',
};
