/**
 * Live shopping (decision 063): the words of its screens, its validation messages
 * (spread into `validation.live`) and its notifications (`notifications.live.*`).
 */
export const live = {
  title: 'Livestream',
  onAir: 'Đang live',
  upcoming: 'Sắp diễn ra',
  replay: 'Xem lại',
  ended: 'Buổi live đã kết thúc',
  replayGone: 'Bản xem lại của buổi live này không còn nữa',
  cancelled: 'Đã hủy',
  viewers_other: '{{count}} người xem',
  peak_other: 'Cao nhất {{count}} người xem',
  pinned: 'Đang ghim',
  livePrice: 'Giá live',
  livePriceEndsIn: 'Giá live kết thúc sau {{time}}',
  stockLeft_other: 'Còn {{count}} sản phẩm',
  chatPlaceholder: 'Bình luận...',
  muted: 'Bạn đã bị người bán tắt bình luận trong buổi live này',
  messageDeleted: 'Bình luận đã bị xóa',
  chapters: 'Các sản phẩm trong buổi live',
  tapToUnmute: 'Chạm để bật tiếng',
  streamKeyOnce: 'Khóa phát chỉ hiển thị một lần. Hãy lưu lại ngay.',
  chat: {
    title: 'Trò chuyện',
    empty: 'Chưa có bình luận. Hãy là người đầu tiên!',
    send: 'Gửi',
    signIn: 'Đăng nhập để trò chuyện',
    tooFast: 'Bạn gửi bình luận quá nhanh, vui lòng chờ một chút',
    closed: 'Buổi live đã kết thúc, không thể bình luận nữa',
    failed: 'Không gửi được bình luận, vui lòng thử lại',
  },
  hearts: {
    send: 'Thả tim',
  },
  countdown: {
    startsIn: 'Bắt đầu sau',
    startsInLong: 'Bắt đầu sau {{days}} ngày {{hours}} giờ {{minutes}} phút',
    days_other: '{{count}} ngày',
    soon: 'Sắp bắt đầu',
  },
  follow: {
    follow: 'Theo dõi',
    following: 'Đang theo dõi',
    remindHint: 'Theo dõi để được nhắc khi live bắt đầu',
    willRemind: 'Bạn sẽ được nhắc khi buổi live bắt đầu',
    failed: 'Không cập nhật được, vui lòng thử lại',
  },
  sheet: {
    livePriceNote: 'Giá live {{price}} áp dụng khi bạn mua ngay trong buổi live',
    endsIn: 'Kết thúc sau',
    endsInLong: 'Giá live kết thúc sau {{hours}} giờ {{minutes}} phút',
    ended: 'Giá live đã kết thúc',
    checkout: 'Thanh toán',
    placed: 'Đặt hàng thành công!',
    placedCode: 'Mã đơn hàng: {{code}}',
    placedHint: 'Người bán sẽ chuẩn bị hàng sớm. Bạn có thể theo dõi đơn trong mục Đơn mua.',
    viewOrder: 'Xem đơn hàng',
    keepWatching: 'Tiếp tục xem live',
  },
  featured: {
    title: 'Sản phẩm trong live',
    open_other: 'Giỏ hàng: {{count}} sản phẩm',
    soldOut: 'Hết hàng',
  },
  figures: {
    viewers: 'Đang xem',
    peak: 'Cao nhất',
    orders: 'Đơn hàng',
    revenue: 'Doanh thu',
    messages: 'Bình luận',
  },
};

export const liveValidation = {
  startInPast: 'Thời gian bắt đầu phải sau hiện tại ít nhất 1 phút',
  startTooFar: 'Chỉ được lên lịch trong vòng 30 ngày tới',
  duplicate: 'Danh sách có mục bị trùng',
  coverInvalid: 'Ảnh bìa không hợp lệ',
  coverTooSmall: 'Ảnh bìa phải có kích thước tối thiểu {{width}}x{{height}}',
  productInvalid: 'Sản phẩm không thuộc shop hoặc chưa được bán',
  voucherInvalid: 'Mã giảm giá không thuộc shop hoặc đã kết thúc',
  priceNotLower: 'Giá live phải thấp hơn giá hiện tại',
  priceTooLow: 'Mức giảm tối đa là 80%',
  priceNeedsMinutes: 'Giá live cần có thời gian kết thúc',
  priceClash: 'Sản phẩm đang có trong một chương trình khuyến mãi khác',
  outOfStock: 'Sản phẩm đã hết hàng',
  messageInvalid: 'Bình luận từ 1 đến 200 ký tự',
  muteSelf: 'Không thể tắt bình luận của chính bạn',
};

export const liveNotifications = {
  scheduled: '{{shop}} sẽ livestream "{{title}}". Đừng bỏ lỡ nhé!',
  started: '{{shop}} đang livestream "{{title}}". Vào xem ngay!',
};
