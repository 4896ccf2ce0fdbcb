/** The tabs of /cong-dong, as `?tab=` names them (none: "Dành cho bạn"). */
export const FEED_TABS = ['for-you', 'following', 'blook', 'saved'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

export function parseFeedTab(value: string | null): FeedTab {
  return (FEED_TABS as readonly string[]).includes(value ?? '') ? (value as FeedTab) : 'for-you';
}

/** The address of a tab; the "people like me" chip belongs to "Dành cho bạn". */
export function feedTabHref(tab: FeedTab, similar = false): string {
  if (tab === 'for-you') return similar ? '/cong-dong?similar=1' : '/cong-dong';
  return `/cong-dong?tab=${tab}`;
}

export const TAB_LABEL_KEYS: Record<FeedTab, string> = {
  'for-you': 'community.feed.tabs.forYou',
  following: 'community.feed.tabs.following',
  blook: 'community.feed.tabs.blook',
  saved: 'community.feed.tabs.saved',
};
