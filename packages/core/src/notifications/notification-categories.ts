/**
 * The tabs of the notification centre, decided from a notification's kind alone (the kind is
 * an i18n key under notifications.*, such as 'order.seller_confirm'). Two lists, as the
 * product's two services had them (product.md §7): the shop side (GET /api/v2/mobile/
 * notifications) holds what is about buying and selling, the community side (GET
 * notification/get-all) what is about people and posts.
 */
export const COMMERCE_CATEGORIES = ['orders', 'refunds', 'shop', 'payments', 'group_buying'] as const;
export const SOCIAL_CATEGORIES = [
  'mentions',
  'follows',
  'interactions',
  'moderation',
  'live',
  'affiliate',
] as const;

export type CommerceCategory = (typeof COMMERCE_CATEGORIES)[number];
export type SocialCategory = (typeof SOCIAL_CATEGORIES)[number];
/** 'other' is a kind no category claims yet: it shows in the commerce list's "all". */
export type NotificationCategory = CommerceCategory | SocialCategory | 'other';
export type NotificationList = 'commerce' | 'social';

/**
 * The kind prefixes of each category. A kind belongs to the first category with a prefix it
 * starts with; the lists' queries use the same prefixes, so a tab and a kind always agree.
 */
export const CATEGORY_PREFIXES: Readonly<Record<Exclude<NotificationCategory, 'other'>, readonly string[]>> =
  {
    orders: ['order.', 'seller_order.'],
    refunds: ['return.', 'seller_return.'],
    shop: ['shop_application.', 'product_review.', 'seller.'],
    payments: ['payment.', 'cashback.', 'voucher.', 'campaign.', 'promotion.'],
    group_buying: ['group_buying.'],
    mentions: ['post.mention'],
    follows: ['follow.'],
    interactions: ['post.reply', 'post.like', 'blook.', 'reaction.'],
    moderation: ['moderation.'],
    live: ['live.'],
    affiliate: ['affiliate.'],
  };

/** Which tab a notification belongs to. */
export function notificationCategory(kind: string): NotificationCategory {
  for (const [category, prefixes] of Object.entries(CATEGORY_PREFIXES)) {
    if (prefixes.some((prefix) => kind.startsWith(prefix))) return category as NotificationCategory;
  }
  return 'other';
}

/** Which of the two lists shows a category. */
export function listOfCategory(category: NotificationCategory): NotificationList {
  return (SOCIAL_CATEGORIES as readonly string[]).includes(category) ? 'social' : 'commerce';
}

/**
 * What a list's query matches: the prefixes of the tab (or of the whole list), and whether
 * kinds no category claims are in (the commerce list's "all").
 */
export function listFilter(
  list: NotificationList,
  tab: NotificationCategory | 'all',
): { prefixes: string[]; unclaimed: boolean } {
  const categories: readonly Exclude<NotificationCategory, 'other'>[] =
    tab === 'all' || tab === 'other' ? (list === 'social' ? SOCIAL_CATEGORIES : COMMERCE_CATEGORIES) : [tab];
  const prefixes = tab === 'other' ? [] : categories.flatMap((category) => CATEGORY_PREFIXES[category]);
  const unclaimed = list === 'commerce' && (tab === 'all' || tab === 'other');
  return { prefixes, unclaimed };
}

/** Every prefix of every category: "unclaimed" means none of these. */
export const ALL_PREFIXES: readonly string[] = Object.values(CATEGORY_PREFIXES).flat();
