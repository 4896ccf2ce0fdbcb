/** The seller's affiliate setting (commission rates) and open campaigns (/nha-ban/chien-dich-mo). */
export const sellerAffiliate = {
  title: 'Tiếp thị liên kết',
};
