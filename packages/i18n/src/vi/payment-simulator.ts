/** The local payment gateway simulator (development only): its page and its refusals. */
export const paymentSimulator = {
  title: 'Cổng thanh toán thử nghiệm',
  notice: 'Trang mô phỏng cổng thanh toán dành cho môi trường phát triển. Không có tiền thật được chuyển.',
  merchant: 'Đơn vị chấp nhận thanh toán',
  txnRef: 'Mã giao dịch',
  orderInfo: 'Nội dung thanh toán',
  amount: 'Số tiền',
  chooseOutcome: 'Chọn kết quả giao dịch để gửi về cửa hàng:',
  actions: {
    pay: 'Thanh toán',
    cancel: 'Hủy',
    fail: 'Thất bại',
  },
  errors: {
    title: 'Không thể thực hiện giao dịch',
    badSignature: 'Chữ ký không hợp lệ: yêu cầu thanh toán đã bị thay đổi hoặc được ký bằng khóa khác.',
    malformed: 'Yêu cầu thanh toán không hợp lệ.',
    unknownMerchant: 'Không tìm thấy đơn vị chấp nhận thanh toán.',
    expired: 'Giao dịch đã quá thời gian chờ thanh toán.',
    notFound: 'Giao dịch không tồn tại hoặc đã hết hạn.',
    alreadyCompleted: 'Giao dịch này đã được xử lý.',
    notYourPayment:
      'Chỉ người mua của đơn hàng (hoặc quản trị viên, hoặc chính máy chủ) mới thực hiện được giao dịch này.',
  },
};
