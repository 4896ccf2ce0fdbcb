export const trackingAdmin = {
  title: 'Hành vi mua sắm',
  navLabel: 'Hành vi mua sắm',
  intro:
    'Phiên truy cập của người mua và phễu chuyển đổi: xem sản phẩm → thêm vào giỏ → thanh toán → đặt hàng thành công.',
  from: 'Từ ngày',
  to: 'Đến ngày',
  groupBy: 'Xem theo',
  apply: 'Xem',
  by: { day: 'Ngày', language: 'Ngôn ngữ', area: 'Khu vực', device: 'Thiết bị' },
  steps: {
    sessions: 'Phiên',
    view: 'Xem sản phẩm',
    cart: 'Thêm vào giỏ',
    checkout: 'Thanh toán',
    order: 'Đặt hàng thành công',
  },
  rateOfPrevious: '{{rate}}% so với bước trước',
  overall: 'Tỷ lệ chuyển đổi',
  overallHint: 'Đơn thành công / phiên xem sản phẩm',
  group: 'Nhóm',
  noRate: '–',
  empty: 'Chưa có phiên nào trong khoảng thời gian này.',
  rangeInvalid: 'Ngày bắt đầu phải trước ngày kết thúc',
  devices: {
    android: 'Android',
    ios: 'iOS',
    windows: 'Windows',
    mac: 'macOS',
    linux: 'Linux',
    other: 'Khác',
  },
  languages: { vi: 'Tiếng Việt', en: 'Tiếng Anh', ko: 'Tiếng Hàn' },
  areas: { VN: 'Việt Nam', KO: 'Hàn Quốc' },
};

export const trackingValidation = {
  range: 'Khoảng ngày không hợp lệ (từ ngày trước đến ngày, tối đa 92 ngày)',
  id: 'Mã chỉ gồm chữ, số và . _ : -',
  timestamp: 'Thời điểm không hợp lệ (giây kể từ 1970, không quá 1 ngày sau hiện tại)',
  metadata: 'Dữ liệu kèm theo sự kiện quá dài',
  endedBeforeStart: 'Thời điểm kết thúc phải sau thời điểm bắt đầu',
  count: 'Số phiên không khớp với danh sách phiên',
};
