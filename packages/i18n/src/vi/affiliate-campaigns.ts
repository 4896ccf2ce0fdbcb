/** Open campaigns as KOLs see them: browse, join, links to the campaign's products. */
export const affiliateCampaigns = {
  title: 'Tiếp thị liên kết',
};
