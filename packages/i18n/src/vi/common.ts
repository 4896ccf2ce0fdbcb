/** Words shared by every screen: primitives, generic actions, money and error pages. */
export const common = {
  brand: 'Chợ Đẹp',
  tagline: 'Thời trang & làm đẹp, mua sắm cùng cộng đồng',
  loading: 'Đang tải',
  close: 'Đóng',
  cancel: 'Huỷ',
  confirm: 'Xác nhận',
  save: 'Lưu',
  retry: 'Thử lại',
  back: 'Quay lại',
  next: 'Tiếp tục',
  seeAll: 'Xem tất cả',
  showPassword: 'Hiện mật khẩu',
  hidePassword: 'Ẩn mật khẩu',
  price: { original: 'Giá gốc' },
  soldCount: 'Đã bán {{count}}',
  productCard: {
    rating: 'Đánh giá {{rating}} trên 5',
    fromKorea: 'Hàn Quốc',
    freeShipping: 'Freeship',
    freeShippingLong: 'Miễn phí vận chuyển',
  },
  pagination: {
    previous: 'Trang trước',
    next: 'Trang sau',
    page: 'Trang {{page}}',
  },
  notFound: {
    title: 'Không tìm thấy trang này.',
    body: 'Đường dẫn có thể đã bị thay đổi hoặc trang không còn tồn tại.',
    home: 'Về trang chủ',
  },
  error: {
    title: 'Đã có lỗi xảy ra',
    body: 'Vui lòng thử lại sau ít phút.',
    generic: 'Đã có lỗi xảy ra',
  },
};
