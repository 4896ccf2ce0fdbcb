/** Câu hỏi gợi ý khi mở một cuộc trò chuyện mới với shop (chat/suggest-chat). */
export const chatSuggestions = {
  items: {
    inStock: 'Shop còn hàng không?',
    shippingTime: 'Bao lâu thì giao?',
    sizeAdvice: 'Shop tư vấn size giúp mình với?',
    discount: 'Shop có mã giảm giá nào không?',
    returns: 'Mình có được đổi trả không?',
  },
  /** A new message's push when the recipient has no page open: a picture or a card in words. */
  push: {
    image: 'Đã gửi một hình ảnh',
    product: 'Sản phẩm: {{name}}',
    order: 'Đơn hàng {{code}}',
  },
};
