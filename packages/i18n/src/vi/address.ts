/** Administrative units of addresses (product.md §partners): the kinds the province and ward pickers show. */
export const address = {
  unitTypes: {
    municipality: 'Thành phố trực thuộc trung ương',
    province: 'Tỉnh',
    ward: 'Phường',
    commune: 'Xã',
    special_zone: 'Đặc khu',
    special_city: 'Thành phố đặc biệt',
    metropolitan_city: 'Thành phố đô thị',
    special_self_governing_city: 'Thành phố tự trị đặc biệt',
    special_self_governing_province: 'Tỉnh tự trị đặc biệt',
  },
  koreaDistrictHint: 'Quận/huyện/thành phố (gu, gun, si)',
};
