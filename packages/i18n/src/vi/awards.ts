/** The annual awards voting (product.md §1, §9): /binh-chon. */
export const awards = {
  title: 'Bình chọn',
  intro: 'Bình chọn cho shop, KOL và sản phẩm bạn yêu thích của năm.',
  none: 'Hiện chưa có đợt bình chọn nào.',
  otherEditions: 'Các đợt khác',
  window: {
    upcoming: 'Mở bình chọn từ {{opens}}',
    open: 'Đang mở bình chọn: {{opens}} – {{closes}}',
    closed: 'Đã kết thúc ngày {{closes}}',
  },
  voucherOffer: 'Bình chọn lần đầu để nhận voucher {{name}}',
  standingsHidden: 'Số phiếu được giữ kín đến khi kết thúc bình chọn.',
  votes_other: '{{count}} phiếu',
  rank: 'Hạng {{rank}}',
  winner: 'Quán quân',
  results: 'Kết quả',
  kind: { shop: 'Shop', kol: 'KOL', product: 'Sản phẩm' },
  view: 'Xem',
  ballot: {
    balance_other: 'Bạn còn {{count}} lượt bình chọn',
    checkIn: 'Điểm danh +{{votes}} lượt',
    checkedIn: 'Hôm nay bạn đã điểm danh',
    checkInDone: 'Điểm danh thành công: +{{votes}} lượt bình chọn',
    signIn: 'Đăng nhập để bình chọn',
    verifyPhone: 'Xác minh số điện thoại để nhận lượt bình chọn.',
    verifyLink: 'Xác minh ngay',
    closed: 'Bình chọn đã kết thúc.',
    upcoming: 'Bình chọn chưa mở.',
    voucher: 'Bạn đã nhận voucher {{name}} nhờ tham gia bình chọn.',
  },
  vote: {
    count: 'Số lượt',
    submit: 'Bình chọn',
    done_other: 'Đã bình chọn {{count}} lượt cho {{name}}',
    voucher: 'Cảm ơn bạn! Voucher {{name}} đã được lưu vào ví voucher.',
  },
};

export const awardsAdmin = {
  title: 'Bình chọn',
  intro: 'Tạo đợt bình chọn, hạng mục và đề cử; xem bảng xếp hạng.',
  newEvent: 'Tạo đợt bình chọn',
  editEvent: 'Sửa đợt bình chọn',
  empty: 'Chưa có đợt bình chọn nào.',
  field: {
    title: 'Tên đợt',
    slug: 'Đường dẫn (/binh-chon/...)',
    description: 'Mô tả',
    year: 'Năm',
    opensAt: 'Mở lúc',
    closesAt: 'Đóng lúc',
    standings: 'Bảng xếp hạng',
    startingVotes: 'Lượt bình chọn ban đầu',
    voucherId: 'Voucher tặng người bình chọn (ID)',
    categoryTitle: 'Tên hạng mục',
    nomineeKind: 'Loại đề cử',
    position: 'Thứ tự',
    target: 'Shop / KOL / sản phẩm',
    blurb: 'Giới thiệu ngắn',
  },
  standings: { live: 'Hiện trực tiếp', hidden: 'Ẩn đến khi kết thúc' },
  save: 'Lưu',
  saved: 'Đã lưu',
  addCategory: 'Thêm hạng mục',
  addNominee: 'Thêm đề cử',
  search: 'Tìm theo tên hoặc nhập ID',
  noMatch: 'Không tìm thấy',
  find: 'Tìm',
  homeAction: 'Đợt, hạng mục, đề cử và bảng xếp hạng',
  remove: 'Xóa',
  categories: 'Hạng mục',
  votes: 'Phiếu',
  open: 'Mở trang',
};

export const awardsErrors = {
  AWARDS_OUT_OF_VOTES: 'Bạn đã hết lượt bình chọn',
  AWARDS_NOT_ENOUGH_VOTES: 'Bạn chỉ còn {{balance}} lượt bình chọn',
  AWARDS_NOT_OPEN: 'Bình chọn chưa mở hoặc đã kết thúc',
  AWARDS_ALREADY_CHECKED_IN: 'Hôm nay bạn đã điểm danh rồi, hãy quay lại vào ngày mai',
  AWARDS_PHONE_NOT_VERIFIED: 'Vui lòng xác minh số điện thoại để bình chọn',
  AWARDS_NOMINEE_KIND_MISMATCH: 'Đề cử không khớp với loại của hạng mục',
};

export const awardsValidation = {
  slug: 'Chỉ gồm chữ thường không dấu, số và dấu gạch ngang',
  slugTaken: 'Đường dẫn này đã được dùng cho một đợt khác',
  closesAfterOpens: 'Thời điểm đóng phải sau thời điểm mở',
};

export const awardsNotifications = {
  voucher: 'Cảm ơn bạn đã bình chọn! Voucher {{name}} đã được lưu vào ví voucher của bạn.',
};
