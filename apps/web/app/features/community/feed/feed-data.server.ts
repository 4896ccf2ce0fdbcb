import { forYouFirstPage } from '@cho-dep/api/community/feeds/for-you-feed';
import { touchHomeFeed } from '@cho-dep/api/community/feeds/home-feed';
import {
  followingIds,
  hashtagIds,
  type IdPage,
  similarBodyIds,
} from '@cho-dep/api/community/feeds/time-feeds';
import { viewerFigures } from '@cho-dep/api/community/feeds/viewer-figures';
import { hydratePosts } from '@cho-dep/api/community/posts/post-view';
import { encodeTimeCursor } from '@cho-dep/core/community/feed-cursor';
import { similarBodyRange } from '@cho-dep/core/community/similar-body';
import { LIMITS } from '@cho-dep/core/constants/limits';
import type { ServerContext } from '../../../server-context';
import type { FeedPage } from './post-types';

/**
 * The first page of each feed, read in-process by the route's loader (the same query
 * functions GET /community/v1/feeds/... answers with), so the feed is in the HTML: a fast first
 * paint and pages search engines can read. The next pages come from the API with nextCursor.
 */
const PAGE = LIMITS.post.feedPageSize;

function hydrate(server: ServerContext, ids: readonly string[]) {
  const { app, user } = server;
  return hydratePosts(app.database.db, user?.userId ?? null, ids, (key) => app.storage.urlOf(key));
}

async function timePage(server: ServerContext, page: IdPage): Promise<FeedPage> {
  const last = page.items.at(-1);
  return {
    items: await hydrate(
      server,
      page.items.map((item) => item.id),
    ),
    nextCursor: page.hasMore && last ? encodeTimeCursor({ createdAt: last.t, id: last.id }) : null,
  };
}

export async function loadForYou(server: ServerContext): Promise<FeedPage> {
  const { app, user } = server;
  const page = await forYouFirstPage(app.database.db, user?.userId ?? null, app.now(), PAGE);
  return { items: await hydrate(server, page.ids), nextCursor: page.nextCursor };
}

export async function loadFollowing(server: ServerContext, userId: string): Promise<FeedPage> {
  const db = server.app.database.db;
  await touchHomeFeed(db, userId, server.app.now());
  return timePage(server, await followingIds(db, userId, null, PAGE));
}

export async function loadHashtag(server: ServerContext, tag: string): Promise<FeedPage> {
  return timePage(server, await hashtagIds(server.app.database.db, tag, null, PAGE));
}

/** "Người có số đo giống tôi"; measurementsMissing when the viewer has no height or weight yet. */
export async function loadSimilarBody(
  server: ServerContext,
  userId: string,
): Promise<FeedPage & { measurementsMissing: boolean }> {
  const db = server.app.database.db;
  const range = similarBodyRange(await viewerFigures(db, userId));
  if (!range) return { items: [], nextCursor: null, measurementsMissing: true };
  return {
    ...(await timePage(server, await similarBodyIds(db, userId, range, null, PAGE))),
    measurementsMissing: false,
  };
}
