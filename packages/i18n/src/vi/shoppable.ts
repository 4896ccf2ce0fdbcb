/** Shopping from posts: product tag sheets, shop the look, fit and verified-purchase badges. */
export const shoppable = {
  tag: {
    open: 'Xem sản phẩm {{name}}',
  },
  sheet: {
    soldOut: 'Hết hàng',
    stockLeft_other: 'Còn {{count}} sản phẩm',
    quantityOf: 'Số lượng {{name}}',
    viewProduct: 'Xem trang sản phẩm',
    retry: 'Thử lại',
  },
  purchase: {
    verified: 'Đã mua hàng',
    bought: 'Đã mua',
    size: 'size {{size}}',
    body: '{{height}} cm / {{weight}} kg',
    height: '{{height}} cm',
    weight: '{{weight}} kg',
  },
  look: {
    added_other: 'Đã thêm {{count}} sản phẩm vào giỏ hàng',
    confirm_other: 'Thêm {{count}} sản phẩm vào giỏ',
    recommended: 'Gợi ý size {{size}} theo số đo của bạn',
    include: 'Chọn mua {{name}}',
    noMeasurements: 'Thêm số đo cơ thể để được gợi ý size cho từng sản phẩm.',
    addMeasurements: 'Thêm số đo',
    button_other: 'Mua cả set ({{count}})',
    title: 'Mua cả set',
  },
  productPosts: {
    title: 'Bài viết về sản phẩm này',
    filter: 'Lọc bài viết',
    all: 'Tất cả',
    similar: 'Người có số đo giống tôi',
    measurementsMissing: 'Thêm chiều cao và cân nặng để xem bài của những người có số đo giống bạn.',
    noneSimilar: 'Chưa có bài viết của người có số đo giống bạn.',
    more: 'Xem thêm bài viết',
  },
};
