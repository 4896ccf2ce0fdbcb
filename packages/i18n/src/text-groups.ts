/**
 * A language's texts are sent to the browser in seven parts, so a page downloads the texts it
 * shows and not the whole catalog (about 50 KB compressed per language): a shopper's first
 * visit never needs the seller centre's or the admin's words. Parts rather than one file per
 * namespace: small files compress badly (the 46 namespaces weigh half again as much apart as
 * together), and each file is a request on a slow phone network.
 *
 * Each part is `parts/<language>-<part>.ts`; text-groups.test.ts checks the three languages
 * list the same namespaces as here, and that every namespace is in exactly one part. The web
 * build loads a part before any module whose code names one of its keys (`'cart.title'`).
 */
export const TEXT_GROUPS = {
  core: ['common', 'shell', 'search', 'storefront', 'catalog', 'cart'],
  /** Every kind's text: only a signed-in member's list, live toasts and settings show them. */
  notifications: ['notifications'],
  forms: ['errors', 'validation', 'auth', 'address', 'content'],
  product: ['product', 'reviews', 'shoppable', 'moderation', 'community', 'shopSettings'],
  member: [
    'account',
    'orders',
    'checkout',
    'vouchers',
    'returns',
    'chat',
    'chatSuggestions',
    'blook',
    'compose',
    'blog',
    'onboarding',
    'verification',
    'paymentSimulator',
    'shipments',
    'shopFeedback',
    'campaigns',
    'groupBuying',
    'live',
    'affiliate',
    'affiliateApply',
    'affiliateCampaigns',
    'awards',
    'socialFeedback',
    'landing',
  ],
  seller: [
    'sellerOrders',
    'sellerBanners',
    'sellerAnalytics',
    'sellerProducts',
    'sellerVouchers',
    'sellerPromotions',
    'sellerRevenue',
    'productBulk',
    'shopCategories',
    'sizeCharts',
    'sellerLive',
    'sellerAffiliate',
  ],
  admin: ['admin', 'outbox', 'affiliateAdmin', 'trackingAdmin', 'awardsAdmin', 'outreachAdmin'],
} as const;

export type TextGroup = keyof typeof TEXT_GROUPS;

const groupOfNamespace = new Map<string, TextGroup>(
  Object.entries(TEXT_GROUPS).flatMap(([group, namespaces]) =>
    namespaces.map((namespace) => [namespace, group as TextGroup] as const),
  ),
);

/** The part holding a key's namespace (`cart.title` -> core), if the key names one. */
export function textGroupOfKey(key: string): TextGroup | undefined {
  const dot = key.indexOf('.');
  return groupOfNamespace.get(dot === -1 ? key : key.slice(0, dot));
}

const KEY_LITERAL = /["'`]([a-zA-Z]+)\./g;

/**
 * The parts whose keys a piece of code names, read from its string literals: `t('cart.title')`,
 * `` t(`errors.${code}`) ``, `{ label: 'storefront.sort.best' }`. A word that is not a
 * namespace (`'a.b'`, a file name) names none.
 */
export function textGroupsNamedIn(code: string): TextGroup[] {
  const groups = new Set<TextGroup>();
  for (const match of code.matchAll(KEY_LITERAL)) {
    const group = groupOfNamespace.get(match[1] as string);
    if (group) groups.add(group);
  }
  return [...groups].sort();
}
