/**
 * The community's addresses in one place: every #tag, @mention, post and wall link on every
 * screen is written by these, so a hashtag always leads to the same feed.
 */

/** The hashtag feed: /cong-dong/hashtag/{tag}, the tag lower-case as the API keeps it. */
export function hashtagHref(tag: string): string {
  return `/cong-dong/hashtag/${encodeURIComponent(tag.toLowerCase())}`;
}

export function postHref(id: string): string {
  return `/post/${id}`;
}

/** A member's wall, or a shop's page when the post speaks as the shop. */
export function wallHref(userId: string): string {
  return `/tuong/${userId}`;
}

export function shopHref(shopId: string): string {
  return `/nguoi-ban/${shopId}`;
}

export function mentionHref(mention: { kind: 'user' | 'shop'; id: string }): string {
  return mention.kind === 'shop' ? shopHref(mention.id) : wallHref(mention.id);
}

/** The COMPOSE part's screens: a new post, and the author's edit of one. */
export const COMPOSE_HREF = '/cong-dong/tao-bai';
export function editPostHref(id: string): string {
  return `/post/${id}/sua`;
}
