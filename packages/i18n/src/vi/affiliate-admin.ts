/** The admin's affiliate desk: KOL applications, open campaigns, conversions waiting for review. */
export const affiliateAdmin = {
  title: 'Tiếp thị liên kết',
};
