import type { notifications as vi } from '../vi/notifications';

/** In-app notifications (see vi/notifications.ts). */
export const notifications: typeof vi = {
  title: 'Notifications',
  empty: 'No notifications yet',
  markAllRead: 'Mark all as read',
  more: 'Show more',
  unread: '{{count}} unread',
  order: {
    payment_confirmed: 'Order {{code}} is paid and waiting for the seller to confirm it.',
    payment_expired: 'Order {{code}} was cancelled because it was not paid in time.',
    seller_confirm: 'The seller confirmed order {{code}} and is preparing it.',
    seller_cancel: 'The seller cancelled order {{code}}.',
    buyer_cancel: 'You cancelled order {{code}}.',
    buyer_request_cancel: 'Your request to cancel order {{code}} was sent to the seller.',
    seller_accept_cancel: 'The seller agreed to cancel order {{code}}.',
    seller_refuse_cancel: 'The seller refused to cancel order {{code}}. The order goes on.',
    shipped: 'Order {{code}} is on its way to you.',
    delivered: 'Order {{code}} was delivered.',
    delivery_returned: 'Order {{code}} could not be delivered and went back to the seller.',
    buyer_confirm_receipt: 'You confirmed receiving order {{code}}. Rate your items!',
    auto_complete: 'Order {{code}} is complete.',
    buyer_request_return: 'Your return/refund request for order {{code}} was sent.',
    return_closed: 'The return/refund request for order {{code}} is closed.',
    refund_completed: 'Order {{code}} was refunded.',
    admin_cancel: 'Order {{code}} was cancelled by Chợ Đẹp.',
  },
  seller_order: {
    payment_confirmed: 'New order {{code}} is paid. Please confirm it.',
    payment_expired: 'Order {{code}} was cancelled because the buyer did not pay in time.',
    seller_confirm: 'You confirmed order {{code}}. Please prepare it.',
    seller_cancel: 'You cancelled order {{code}}.',
    buyer_cancel: 'The buyer cancelled order {{code}}.',
    buyer_request_cancel: 'The buyer asks to cancel order {{code}}. Accept or refuse it.',
    seller_accept_cancel: 'You accepted to cancel order {{code}}.',
    seller_refuse_cancel: 'You refused to cancel order {{code}}.',
    shipped: 'Order {{code}} was handed over to the carrier.',
    delivered: 'Order {{code}} reached the buyer.',
    delivery_returned: 'Order {{code}} could not be delivered and is coming back to your shop.',
    buyer_confirm_receipt: 'The buyer confirmed receiving order {{code}}.',
    auto_complete: 'Order {{code}} is complete.',
    buyer_request_return: 'The buyer asks for a return/refund of order {{code}}.',
    return_closed: 'The return/refund request for order {{code}} is closed.',
    refund_completed: 'Order {{code}} was refunded to the buyer.',
    admin_cancel: 'Order {{code}} was cancelled by Chợ Đẹp.',
  },
  return: {
    requested: 'Your return/refund request for order {{code}} is awaiting review.',
    seller_agree:
      'The seller agreed to the return of order {{code}}. Send the goods back and enter the tracking code.',
    seller_reject: 'The seller rejected the return of order {{code}}. Chợ Đẹp will review the complaint.',
    buyer_add_tracking: 'The return tracking code of order {{code}} was saved.',
    seller_received:
      'The seller received the goods returned from order {{code}}. The refund is being processed.',
    buyer_cancel: 'You cancelled the return/refund request of order {{code}}.',
    admin_approve: 'Chợ Đẹp approved the refund of order {{code}}. The money is on its way.',
    admin_reject: 'The complaint about order {{code}} was resolved without a refund.',
    admin_complete: 'Order {{code}} was refunded.',
    refund_succeeded: 'Order {{code}} was refunded.',
  },
  seller_return: {
    requested: 'The buyer asks to return order {{code}}. Agree or reject.',
    seller_agree: 'You agreed to the return of order {{code}}.',
    seller_reject: 'You rejected the return of order {{code}}.',
    buyer_add_tracking: 'The buyer sent back the goods of order {{code}} with a tracking code.',
    seller_received: 'You confirmed receiving the goods returned from order {{code}}.',
    buyer_cancel: 'The buyer cancelled the return request of order {{code}}.',
    admin_approve: 'Chợ Đẹp approved the refund of order {{code}}.',
    admin_reject: 'Chợ Đẹp resolved the complaint about order {{code}} without a refund.',
    admin_complete: 'Order {{code}} was refunded to the buyer.',
    refund_succeeded: 'Order {{code}} was refunded to the buyer.',
  },
  /** Moderators' decisions on community content (community/moderation), to its author. */
  moderation: {
    post_removed: 'Your post was removed for breaking the community rules. Reason: {{reason}}',
    post_restored: 'Your post was restored and is visible again. Note: {{reason}}',
    reply_removed: 'Your reply was removed for breaking the community rules. Reason: {{reason}}',
    reply_restored: 'Your reply was restored. Note: {{reason}}',
    blook_removed: 'Your blook "{{title}}" was removed for breaking the community rules. Reason: {{reason}}',
    blook_restored: 'Your blook "{{title}}" was restored. Note: {{reason}}',
  },
  /** Admin decisions (admin/shop-decisions.ts, admin/product-decisions.ts), to the shop owner. */
  shop_application: {
    approved: 'Congratulations! Your shop {{shop}} has been approved. You can start selling now.',
    rejected:
      'Your shop registration {{shop}} was not approved. Reason: {{reason}}. Please update it and submit again.',
  },
  product_review: {
    approved: 'Your product "{{product}}" has been approved and is now visible to buyers.',
    rejected:
      'Your product "{{product}}" was not approved. Reason: {{reason}}. Please edit it and submit it again.',
  },
  post: {
    mention_user: '{{name}} mentioned you in a post.',
    mention_shop: '{{name}} mentioned your shop {{shop}} in a post.',
    reply: '{{name}} replied to your post.',
  },
};
