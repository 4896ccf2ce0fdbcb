/**
 * Where tapping a notification goes, in the list, in a live toast and in a Web Push
 * (product.md §2, push routing by target type): a seller to the seller's order detail, a
 * buyer to their orders; other targets by the id they carry: campaign, blog, product, user,
 * shop or banner. The same function serves the web app and the push payload the server builds.
 */
export interface NotificationTargetInput {
  /** The notification's kind: `seller_*` kinds are for the shop owner's seller centre. */
  kind: string;
  targetType: string | null;
  targetId: string | null;
}

/** The site path a tap opens, or null when the notification opens nothing. */
export function notificationHref(target: NotificationTargetInput): string | null {
  const seller = target.kind.startsWith('seller_');
  // A refund is followed on the order's side: the seller's returns desk, the buyer's orders.
  if (target.targetType === 'refund')
    return seller ? '/ban-hang/tra-hang-hoan-tien' : '/trang-ca-nhan/don-hang';
  const id = target.targetId ? encodeURIComponent(target.targetId) : null;
  if (!id) return null;
  switch (target.targetType) {
    case 'buyer_order':
      return `/trang-ca-nhan/don-hang/${id}`;
    case 'seller_order':
      return `/ban-hang/quan-ly-don-hang/${id}`;
    case 'product':
      return `/san-pham/${id}`;
    case 'shop':
      return `/nguoi-ban/${id}`;
    case 'user':
      return `/tuong/${id}`;
    case 'campaign':
      return `/chien-dich/${id}`;
    case 'banner':
      return `/banner/${id}`;
    case 'blog':
      return `/blog/${id}`;
    // An admin's decision on the owner's shop application or product (admin/shop-decisions.ts).
    case 'seller_centre':
      return '/ban-hang';
    case 'shop_application':
      return '/become-seller';
    case 'seller_product':
      return `/ban-hang/quan-ly-san-pham/cap-nhat/${id}`;
    // A community post: a mention, a reply, a moderator's decision.
    case 'post':
      return `/post/${id}`;
    case 'blook':
      return `/blook/${id}`;
    // A group-buy team's news (someone joined, it filled, it failed and was refunded).
    case 'group_buy_team':
      return `/mua-chung/${id}`;
    // A followed shop's live, scheduled or started: its watch page (countdown, video or replay).
    case 'live':
      return `/live/${id}`;
    // Affiliate: the KOL area, one conversion order, an open campaign as the KOL or its seller sees it.
    case 'affiliate':
      return '/tiep-thi-lien-ket';
    case 'affiliate_conversion':
      return `/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi/${id}`;
    case 'affiliate_campaign':
      return `/tiep-thi-lien-ket/chien-dich/${id}`;
    case 'affiliate_seller_campaign':
      return `/nha-ban/chien-dich-mo/chi-tiet/${id}`;
    // A social organisation's feedback the admin answered: its page on the public list.
    case 'social_feedback':
      return `/danh-sach/${id}`;
    // The awards voucher a first vote earned (the id is the voucher's): the member's vouchers.
    case 'awards_voucher':
      return '/trang-ca-nhan?tab=vouchers';
    case 'chat_room':
      return seller ? `/ban-hang/tro-chuyen?id=${id}` : `/tro-chuyen?id=${id}`;
    default:
      return null;
  }
}

/**
 * The push data of product.md §3 (type, body, orderId / order_id, targetType and the ids
 * campaign_id, blog_id, product_id, user_id, shop_id, banner_id) for a notification, plus
 * the path a tap opens. The service worker shows `title` and `body` and opens `url`.
 */
export interface PushData {
  type: string;
  title: string;
  body: string;
  url: string;
  /** Notifications with the same tag replace each other on the device (one per chat room). */
  tag?: string;
  targetType?: string | null;
  orderId?: string;
  order_id?: string;
  campaign_id?: string;
  blog_id?: string;
  product_id?: string;
  user_id?: string;
  shop_id?: string;
  banner_id?: string;
}

const ID_FIELDS: Partial<Record<string, keyof PushData>> = {
  campaign: 'campaign_id',
  blog: 'blog_id',
  product: 'product_id',
  user: 'user_id',
  shop: 'shop_id',
  banner: 'banner_id',
};

/** Builds the push data of a notification already worded in its reader's language. */
export function pushDataOf(
  notification: NotificationTargetInput & { id: string },
  words: { title: string; body: string },
): PushData {
  const data: PushData = {
    type: notification.kind,
    title: words.title,
    body: words.body,
    url: notificationHref(notification) ?? '/trang-ca-nhan?tab=notifications',
    tag: notification.id,
    targetType: notification.targetType,
  };
  const id = notification.targetId;
  if (!id) return data;
  if (notification.targetType === 'buyer_order' || notification.targetType === 'seller_order') {
    return { ...data, orderId: id, order_id: id };
  }
  const field = ID_FIELDS[notification.targetType ?? ''];
  return field ? { ...data, [field]: id } : data;
}
