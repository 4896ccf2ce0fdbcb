import {
  decodeCursor,
  encodeForYouCursor,
  type ForYouCursor,
  forYouCursorSchema,
} from '@cho-dep/core/community/feed-cursor';
import {
  FEED_SESSION_HOURS,
  FOR_YOU_FOLLOWED_HOURS,
  FOR_YOU_FOLLOWED_MAX,
  FOR_YOU_POPULAR_DAYS,
  FOR_YOU_POPULAR_MAX,
  POPULARITY_SQL,
} from '@cho-dep/core/community/feed-rules';
import type { Db } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { and, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import { badCursor } from './feed-cursor-errors';
import { feedSessions } from './feeds.tables';
import { touchHomeFeed } from './home-feed';
import { followingIds, latestIds } from './time-feeds';

const HOUR_MS = 3_600_000;
/** How long one popular ranking serves every first page. */
const POPULAR_SHARED_MS = 60_000;

export interface ForYouPage {
  ids: string[];
  nextCursor: string | null;
}

/**
 * The popular part of "Dành cho bạn": posts of the last FOR_YOU_POPULAR_DAYS made by `now`,
 * ranked by core's popularityScore as of `now` (the same formula, computed in the database).
 */
export async function popularIds(db: Db, now: Date, skip: readonly string[], max: number): Promise<string[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = new Date(now.getTime() - FOR_YOU_POPULAR_DAYS * 24 * HOUR_MS).toISOString();
  const skipIds =
    skip.length > 0
      ? sql`AND p.id NOT IN (${sql.join(
          skip.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT p.id FROM posts p
        WHERE p.status = 'published' AND p.created_at > ${since}::timestamptz AND p.created_at <= ${at}
          ${skipIds}
        ORDER BY (1 + ${POPULARITY_SQL.weight}::float8 * ${sql.raw(POPULARITY_SQL.engagement)})
                 / power(greatest(extract(epoch FROM ${at} - p.created_at)::float8 / 3600, 0) + 2, ${POPULARITY_SQL.gravity}::float8) DESC,
                 p.id DESC
        LIMIT ${max}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Serves `limit` items of a session from position `o`: first its frozen ranking, then, past its
 * end, every other post made before the session began, newest first.
 */
async function serve(
  db: Db,
  session: { id: string; snapshotAt: Date; postIds: string[] },
  from: Pick<ForYouCursor, 'o' | 't' | 'i'>,
  limit: number,
): Promise<ForYouPage> {
  const ranked = session.postIds.slice(from.o, from.o + limit);
  const offset = from.o + ranked.length;
  if (ranked.length === limit) {
    const more = offset < session.postIds.length || (await hasOlder(db, session));
    return { ids: ranked, nextCursor: more ? encodeForYouCursor({ s: session.id, o: offset }) : null };
  }
  const after = from.t && from.i ? { v: 1 as const, t: from.t, i: from.i } : null;
  const rest = await latestIds(db, session.snapshotAt, session.postIds, after, limit - ranked.length);
  const last = rest.items.at(-1);
  const ids = [...ranked, ...rest.items.map((item) => item.id)];
  if (!rest.hasMore) return { ids, nextCursor: null };
  return {
    ids,
    nextCursor: encodeForYouCursor({ s: session.id, o: offset, t: last?.t ?? from.t, i: last?.id ?? from.i }),
  };
}

/** Whether any post outside the ranking remains for the time-ordered tail. */
async function hasOlder(db: Db, session: { snapshotAt: Date; postIds: string[] }): Promise<boolean> {
  const rest = await latestIds(db, session.snapshotAt, session.postIds, null, 1);
  return rest.items.length > 0;
}

/**
 * "Dành cho bạn", first page: the viewer's followed accounts' posts of the last
 * FOR_YOU_FOLLOWED_HOURS (newest first), then the popular posts; guests get the popular part.
 * The ranking is frozen in a reading session so the next pages neither repeat nor skip posts
 * while likes move the scores and new posts arrive.
 */
export async function forYouFirstPage(
  db: Db,
  viewerId: string | null,
  now: Date,
  limit: number,
): Promise<ForYouPage> {
  const popular = await sharedPopularRanking(db, now);
  if (!viewerId) return serve(db, popular, { o: 0 }, limit);
  await touchHomeFeed(db, viewerId, now);
  const since = new Date(now.getTime() - FOR_YOU_FOLLOWED_HOURS * HOUR_MS);
  const recent = await followingIds(db, viewerId, null, FOR_YOU_FOLLOWED_MAX, since);
  const followed = recent.items.map((item) => item.id);
  const seen = new Set(followed);
  const postIds = [
    ...followed,
    ...popular.postIds.filter((id) => !seen.has(id)).slice(0, FOR_YOU_POPULAR_MAX),
  ];
  const [session] = await db
    .insert(feedSessions)
    .values({ userId: viewerId, snapshotAt: now, postIds, createdAt: now })
    .returning({ id: feedSessions.id });
  if (!session) throw new Error('feed session not stored');
  return serve(db, { id: session.id, snapshotAt: now, postIds }, { o: 0 }, limit);
}

/**
 * The popular ranking every first page of the same minute shares: it is stored as a guest
 * session (guests read it as is, members' sessions copy it after their followed part), so the
 * ranking query runs about once a minute instead of once per first page (decision 041). A
 * shared ranking made before `now` stays exact for paging: a session's snapshot time bounds
 * what its time-ordered tail may show, and every post made since comes in that tail.
 */
async function sharedPopularRanking(db: Db, now: Date) {
  const freshSince = new Date(now.getTime() - POPULAR_SHARED_MS);
  // Read through the created_at index (the newest sessions first), not a scan of every session.
  const [shared] = await db
    .select({ id: feedSessions.id, snapshotAt: feedSessions.snapshotAt, postIds: feedSessions.postIds })
    .from(feedSessions)
    .where(
      and(
        gt(feedSessions.createdAt, freshSince),
        isNull(feedSessions.userId),
        gt(feedSessions.snapshotAt, freshSince),
        lte(feedSessions.snapshotAt, now),
      ),
    )
    .orderBy(desc(feedSessions.createdAt))
    .limit(1);
  if (shared) return shared;
  // Room for the member's followed posts to be taken out and FOR_YOU_POPULAR_MAX to remain.
  const postIds = await popularIds(db, now, [], FOR_YOU_POPULAR_MAX + FOR_YOU_FOLLOWED_MAX);
  const [session] = await db
    .insert(feedSessions)
    .values({ userId: null, snapshotAt: now, postIds, createdAt: now })
    .returning({ id: feedSessions.id });
  if (!session) throw new Error('feed session not stored');
  // Sessions older than a day are of no use (their cursors are refused): clear them as we go.
  await db
    .delete(feedSessions)
    .where(lt(feedSessions.createdAt, new Date(now.getTime() - FEED_SESSION_HOURS * HOUR_MS)));
  return { id: session.id, snapshotAt: now, postIds };
}

/** The next page of a reading session; a cursor not of this viewer or too old is refused (400). */
export async function forYouNextPage(
  db: Db,
  viewerId: string | null,
  cursor: string,
  now: Date,
  limit: number,
): Promise<ForYouPage> {
  const position = decodeCursor(forYouCursorSchema, cursor);
  if (!position) throw badCursor();
  const [session] = await db.select().from(feedSessions).where(eq(feedSessions.id, position.s));
  if (
    !session ||
    session.userId !== viewerId ||
    session.createdAt.getTime() < now.getTime() - FEED_SESSION_HOURS * HOUR_MS ||
    position.o > session.postIds.length
  ) {
    throw badCursor();
  }
  return serve(db, session, position, limit);
}
