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
    button_other: 'Mua cả set ({{count}})',
    title: 'Mua cả set',
  },
};
