/**
 * In-app notifications: one text per kind stored in the notifications table.
 * `order.<event>` goes to the buyer, `seller_order.<event>` to the shop owner, for every event
 * of the order state machine (packages/core/src/orders/order-machine.ts ORDER_EVENTS).
 */
export const notifications = {
  title: 'Thông báo',
  empty: 'Chưa có thông báo nào',
  markAllRead: 'Đánh dấu đã đọc tất cả',
  more: 'Xem thêm',
  unread: '{{count}} chưa đọc',
  order: {
    payment_confirmed: 'Đơn hàng {{code}} đã được thanh toán và đang chờ người bán xác nhận.',
    payment_expired: 'Đơn hàng {{code}} đã bị hủy vì chưa được thanh toán đúng hạn.',
    seller_confirm: 'Người bán đã xác nhận đơn hàng {{code}} và đang chuẩn bị hàng.',
    seller_cancel: 'Người bán đã hủy đơn hàng {{code}}.',
    buyer_cancel: 'Bạn đã hủy đơn hàng {{code}}.',
    buyer_request_cancel: 'Yêu cầu hủy đơn hàng {{code}} đã được gửi tới người bán.',
    seller_accept_cancel: 'Người bán đã đồng ý hủy đơn hàng {{code}}.',
    seller_refuse_cancel: 'Người bán đã từ chối yêu cầu hủy đơn hàng {{code}}. Đơn hàng tiếp tục được xử lý.',
    shipped: 'Đơn hàng {{code}} đang được giao tới bạn.',
    delivered: 'Đơn hàng {{code}} đã được giao thành công.',
    delivery_returned: 'Đơn hàng {{code}} giao không thành công và đã được hoàn về người bán.',
    buyer_confirm_receipt: 'Bạn đã xác nhận nhận được đơn hàng {{code}}. Hãy đánh giá sản phẩm nhé!',
    auto_complete: 'Đơn hàng {{code}} đã hoàn thành.',
    buyer_request_return: 'Yêu cầu trả hàng/hoàn tiền cho đơn hàng {{code}} đã được gửi.',
    return_closed: 'Yêu cầu trả hàng/hoàn tiền của đơn hàng {{code}} đã đóng.',
    refund_completed: 'Đơn hàng {{code}} đã được hoàn tiền thành công.',
    admin_cancel: 'Đơn hàng {{code}} đã bị hủy bởi Chợ Đẹp.',
  },
  seller_order: {
    payment_confirmed: 'Đơn hàng mới {{code}} đã được thanh toán. Hãy xác nhận đơn.',
    payment_expired: 'Đơn hàng {{code}} đã bị hủy vì người mua chưa thanh toán đúng hạn.',
    seller_confirm: 'Bạn đã xác nhận đơn hàng {{code}}. Hãy chuẩn bị hàng.',
    seller_cancel: 'Bạn đã hủy đơn hàng {{code}}.',
    buyer_cancel: 'Người mua đã hủy đơn hàng {{code}}.',
    buyer_request_cancel: 'Người mua yêu cầu hủy đơn hàng {{code}}. Hãy chấp nhận hoặc từ chối.',
    seller_accept_cancel: 'Bạn đã chấp nhận hủy đơn hàng {{code}}.',
    seller_refuse_cancel: 'Bạn đã từ chối yêu cầu hủy đơn hàng {{code}}.',
    shipped: 'Đơn hàng {{code}} đã được giao cho đơn vị vận chuyển.',
    delivered: 'Đơn hàng {{code}} đã giao tới người mua.',
    delivery_returned: 'Đơn hàng {{code}} giao không thành công và đang được hoàn về shop.',
    buyer_confirm_receipt: 'Người mua đã xác nhận nhận được đơn hàng {{code}}.',
    auto_complete: 'Đơn hàng {{code}} đã hoàn thành.',
    buyer_request_return: 'Người mua yêu cầu trả hàng/hoàn tiền cho đơn hàng {{code}}.',
    return_closed: 'Yêu cầu trả hàng/hoàn tiền của đơn hàng {{code}} đã đóng.',
    refund_completed: 'Đơn hàng {{code}} đã được hoàn tiền cho người mua.',
    admin_cancel: 'Đơn hàng {{code}} đã bị hủy bởi Chợ Đẹp.',
  },
  /** Return requests (returns/return-actions.ts): `return.<step>` to the buyer, `seller_return.<step>` to the shop owner. */
  return: {
    requested: 'Yêu cầu trả hàng/hoàn tiền cho đơn hàng {{code}} đang chờ xét duyệt.',
    seller_agree: 'Người bán đã đồng ý trả hàng cho đơn hàng {{code}}. Hãy gửi hàng về và nhập mã vận đơn.',
    seller_reject:
      'Người bán đã từ chối yêu cầu trả hàng của đơn hàng {{code}}. Chợ Đẹp sẽ xem xét khiếu nại.',
    buyer_add_tracking: 'Đã lưu mã vận đơn trả hàng của đơn hàng {{code}}.',
    seller_received: 'Người bán đã nhận hàng trả của đơn hàng {{code}}. Tiền hoàn đang được xử lý.',
    buyer_cancel: 'Bạn đã hủy yêu cầu trả hàng/hoàn tiền của đơn hàng {{code}}.',
    admin_approve: 'Chợ Đẹp đã duyệt hoàn tiền cho đơn hàng {{code}}. Tiền hoàn đang được chuyển.',
    admin_reject: 'Khiếu nại của đơn hàng {{code}} đã được giải quyết: không hoàn tiền.',
    admin_complete: 'Hoàn tiền thành công cho đơn hàng {{code}}.',
    refund_succeeded: 'Hoàn tiền thành công cho đơn hàng {{code}}.',
  },
  seller_return: {
    requested: 'Người mua yêu cầu trả hàng/hoàn tiền cho đơn hàng {{code}}. Hãy đồng ý hoặc từ chối.',
    seller_agree: 'Bạn đã đồng ý trả hàng cho đơn hàng {{code}}.',
    seller_reject: 'Bạn đã từ chối yêu cầu trả hàng của đơn hàng {{code}}.',
    buyer_add_tracking: 'Người mua đã gửi hàng trả của đơn hàng {{code}} kèm mã vận đơn.',
    seller_received: 'Bạn đã xác nhận nhận hàng trả của đơn hàng {{code}}.',
    buyer_cancel: 'Người mua đã hủy yêu cầu trả hàng của đơn hàng {{code}}.',
    admin_approve: 'Chợ Đẹp đã duyệt hoàn tiền cho đơn hàng {{code}}.',
    admin_reject: 'Chợ Đẹp đã giải quyết khiếu nại của đơn hàng {{code}}: không hoàn tiền.',
    admin_complete: 'Đơn hàng {{code}} đã được hoàn tiền cho người mua.',
    refund_succeeded: 'Đơn hàng {{code}} đã được hoàn tiền cho người mua.',
  },
  /** Moderators' decisions on community content (community/moderation), to its author. */
  moderation: {
    post_removed: 'Bài viết của bạn đã bị gỡ vì vi phạm quy tắc cộng đồng. Lý do: {{reason}}',
    post_restored: 'Bài viết của bạn đã được khôi phục và hiển thị lại. Ghi chú: {{reason}}',
    reply_removed: 'Bình luận của bạn đã bị gỡ vì vi phạm quy tắc cộng đồng. Lý do: {{reason}}',
    reply_restored: 'Bình luận của bạn đã được khôi phục. Ghi chú: {{reason}}',
    blook_removed: 'Blook "{{title}}" của bạn đã bị gỡ vì vi phạm quy tắc cộng đồng. Lý do: {{reason}}',
    blook_restored: 'Blook "{{title}}" của bạn đã được khôi phục. Ghi chú: {{reason}}',
  },
  /** Admin decisions (admin/shop-decisions.ts, admin/product-decisions.ts), to the shop owner. */
  shop_application: {
    approved: 'Chúc mừng! Shop {{shop}} đã được duyệt. Bạn có thể bắt đầu bán hàng ngay.',
    rejected: 'Đăng ký shop {{shop}} chưa được duyệt. Lý do: {{reason}}. Hãy cập nhật hồ sơ và gửi lại.',
  },
  product_review: {
    approved: 'Sản phẩm "{{product}}" đã được duyệt và đang hiển thị với người mua.',
    rejected: 'Sản phẩm "{{product}}" chưa được duyệt. Lý do: {{reason}}. Hãy chỉnh sửa và gửi duyệt lại.',
  },
  /** Community posts (community/posts): mentions and replies, to the member or the shop's owner. */
  post: {
    mention_user: '{{name}} đã nhắc đến bạn trong một bài viết.',
    mention_shop: '{{name}} đã nhắc đến shop {{shop}} trong một bài viết.',
    reply: '{{name}} đã bình luận bài viết của bạn.',
  },
};
