/** The KOL application of /tiep-thi-lien-ket and its review status. */
export const affiliateApply = {
  title: 'Tiếp thị liên kết',
};
