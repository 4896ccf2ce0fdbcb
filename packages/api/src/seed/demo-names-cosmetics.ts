import type { NameSpec } from './demo-name-spec';

/** Cosmetics sub-categories. */
export const COSMETICS_NAMES: Record<string, NameSpec> = {
  'son-moi': {
    bases: [
      'Son kem lì Hàn Quốc',
      'Son thỏi lì mịn môi',
      'Son tint bóng căng mọng',
      'Son dưỡng có màu',
      'Son kem nhung',
    ],
    extras: ['lâu trôi', 'không khô môi', 'lên màu chuẩn', 'chiết xuất dầu jojoba', 'mềm mịn như nhung'],
    materials: ['Dầu jojoba', 'Vitamin E', 'Bơ hạt mỡ'],
    styles: ['Hàn Quốc', 'Tự nhiên'],
  },
  'kem-duong': {
    bases: [
      'Kem dưỡng ẩm cấp nước',
      'Kem dưỡng trắng da ban đêm',
      'Kem dưỡng phục hồi da',
      'Gel dưỡng ẩm cho da dầu',
      'Kem dưỡng mắt giảm quầng thâm',
    ],
    extras: [
      'chiết xuất rau má',
      'cho da nhạy cảm',
      'với Niacinamide',
      'không chứa cồn',
      'chiết xuất trà xanh',
    ],
    materials: ['Rau má', 'Niacinamide', 'Hyaluronic Acid', 'Ceramide'],
    styles: ['Dưỡng ẩm', 'Phục hồi'],
  },
  'sua-rua-mat': {
    bases: [
      'Sữa rửa mặt tạo bọt',
      'Gel rửa mặt dịu nhẹ',
      'Sữa rửa mặt trà xanh',
      'Sữa rửa mặt cho da mụn',
      'Sữa rửa mặt amino acid',
    ],
    extras: ['pH 5.5', 'làm sạch sâu', 'không gây khô căng', 'cho da nhạy cảm', 'kiềm dầu'],
    materials: ['Trà xanh', 'BHA', 'Amino acid', 'Nghệ'],
    styles: ['Làm sạch'],
  },
  'kem-chong-nang': {
    bases: [
      'Kem chống nắng SPF50+ PA++++',
      'Kem chống nắng nâng tông',
      'Xịt chống nắng toàn thân',
      'Kem chống nắng vật lý',
      'Sữa chống nắng kiềm dầu',
    ],
    extras: ['không bết dính', 'cho da dầu mụn', 'chống nước', 'nâng tông tự nhiên', 'dùng hằng ngày'],
    materials: ['Zinc Oxide', 'Chiết xuất rau má', 'Niacinamide'],
    styles: ['Chống nắng'],
  },
  serum: {
    bases: [
      'Serum Vitamin C sáng da',
      'Tinh chất Niacinamide 10%',
      'Serum HA cấp ẩm',
      'Serum trị mụn BHA',
      'Tinh chất ốc sên phục hồi',
    ],
    extras: ['mờ thâm', 'thẩm thấu nhanh', 'cho mọi loại da', 'se khít lỗ chân lông', 'chính hãng'],
    materials: ['Vitamin C', 'Niacinamide', 'Hyaluronic Acid', 'Dịch nhầy ốc sên'],
    styles: ['Dưỡng sáng', 'Phục hồi'],
  },
  'mat-na': {
    bases: [
      'Mặt nạ giấy cấp ẩm',
      'Mặt nạ đất sét',
      'Mặt nạ ngủ môi',
      'Mặt nạ dưỡng trắng',
      'Mặt nạ rau má làm dịu da',
    ],
    extras: ['Hàn Quốc', 'cấp ẩm tức thì', 'thải độc da', 'cho da mụn', 'dưỡng sáng'],
    materials: ['Rau má', 'Đất sét', 'Collagen', 'Nha đam'],
    styles: ['Dưỡng ẩm', 'Làm dịu'],
  },
  'nuoc-hoa': {
    bases: [
      'Nước hoa nữ hương hoa cỏ',
      'Nước hoa nam hương gỗ',
      'Nước hoa mini bỏ túi',
      'Xịt thơm toàn thân',
      'Nước hoa unisex hương cam chanh',
    ],
    extras: ['lưu hương 8 tiếng', 'thanh lịch', 'quà tặng', 'hương dịu nhẹ', 'chính hãng'],
    materials: ['Hương hoa nhài', 'Hương gỗ đàn hương', 'Hương cam bergamot'],
    styles: ['Thanh lịch', 'Quyến rũ'],
  },
  'trang-diem-mat': {
    bases: [
      'Bảng phấn mắt 9 ô',
      'Kẻ mắt nước không lem',
      'Mascara làm dày mi',
      'Phấn mắt nhũ lấp lánh',
      'Chì kẻ mày 2 đầu',
    ],
    extras: ['lâu trôi', 'chống nước', 'màu chuẩn', 'dễ tán', 'phong cách Hàn Quốc'],
    materials: ['Khoáng chất', 'Vitamin E'],
    styles: ['Hàn Quốc', 'Tự nhiên'],
  },
};
