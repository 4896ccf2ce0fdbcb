/** Help pages (/huong-dan) and policies (/chinh-sach): the frame around the markdown pages. */
export const content = {
  home: 'Trang chủ',
  breadcrumbLabel: 'Đường dẫn',
  help: {
    title: 'Hướng dẫn',
    intro:
      'Câu trả lời cho những việc thường gặp khi mua sắm, bán hàng, thanh toán và nhận hàng trên Chợ Đẹp.',
  },
  policies: {
    title: 'Chính sách',
    intro:
      'Các quy định áp dụng cho người mua, người bán và đối tác tiếp thị liên kết trên Chợ Đẹp. Vui lòng đọc kỹ trước khi sử dụng dịch vụ.',
  },
  groups: {
    'mua-hang': 'Mua hàng',
    'ban-hang': 'Bán hàng',
    'thanh-toan-van-chuyen': 'Thanh toán & vận chuyển',
  },
  updated: 'Cập nhật lần cuối: {{date}}',
  toc: 'Mục lục',
  related: 'Xem thêm',
  fallback: 'Trang này chưa có bản dịch bằng ngôn ngữ bạn chọn, nội dung dưới đây là bản tiếng Việt.',
  empty: 'Chưa có trang nào trong mục này.',
};
