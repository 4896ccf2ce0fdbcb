import type { TimeCursor } from '@cho-dep/core/community/feed-cursor';
import type { SimilarBodyRange } from '@cho-dep/core/community/similar-body';
import type { Db, Tx } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { type SQL, sql } from 'drizzle-orm';
import { largeFollowees } from './home-feed';
import { similarBodySql } from './similar-body-sql';

/**
 * The time-ordered feeds as id lists (newest first, ties by id), hydrated by the routes.
 * Every list pages by keyset on (created_at, id): a post published while someone scrolls is
 * newer than their cursor, so it never pushes an already seen post onto the next page.
 * Orders say DESC NULLS LAST as the indexes do (drizzle's `.desc()`): plain DESC means NULLS
 * FIRST, and PostgreSQL then sorts the whole table instead of reading the index (643 ms
 * against 2 ms for the newest posts of 100,000, decision 041).
 */

export interface TimedId {
  id: string;
  /** The stored creation time, ISO to the microsecond (what the next cursor carries). */
  t: string;
}

export interface IdPage {
  items: TimedId[];
  hasMore: boolean;
}

const isoUs = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `(time, id) < cursor`, or nothing on the first page. */
function before(time: SQL, id: SQL, after: TimeCursor | null): SQL {
  return after ? sql`AND (${time}, ${id}) < (${after.t}::timestamptz, ${after.i}::uuid)` : sql``;
}

function page(rows: TimedId[], limit: number): IdPage {
  return { items: rows.slice(0, limit), hasMore: rows.length > limit };
}

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * "Đang theo dõi": the member's home feed (written at post time), merged with the recent posts
 * of the very large accounts they follow, which are not written into home feeds.
 * `since` keeps only posts made after it ("Dành cho bạn" takes the last few days).
 */
export async function followingIds(
  db: Db | Tx,
  userId: string,
  after: TimeCursor | null,
  limit: number,
  since: Date | null = null,
): Promise<IdPage> {
  const large = await largeFollowees(db, userId);
  const floor = (column: SQL) => (since ? sql`AND ${column} >= ${since.toISOString()}::timestamptz` : sql``);
  const authors: SQL[] = [];
  if (large.userIds.length > 0) authors.push(sql`p.author_id IN (${uuidList(large.userIds)})`);
  if (large.shopIds.length > 0) authors.push(sql`p.shop_id IN (${uuidList(large.shopIds)})`);
  const merged =
    authors.length === 0
      ? sql``
      : sql`UNION
        (SELECT p.id, p.created_at FROM posts p
         WHERE p.status = 'published' AND (${sql.join(authors, sql` OR `)})
           ${before(sql`p.created_at`, sql`p.id`, after)} ${floor(sql`p.created_at`)}
         ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT ${limit + 1})`;
  const rows = await queryRows<TimedId>(
    db,
    sql`SELECT x.id, ${isoUs(sql`x.created_at`)} AS t FROM (
          (SELECT h.post_id AS id, h.created_at FROM home_feed_entries h
           WHERE h.user_id = ${userId}::uuid
             ${before(sql`h.created_at`, sql`h.post_id`, after)} ${floor(sql`h.created_at`)}
           ORDER BY h.created_at DESC NULLS LAST, h.post_id DESC NULLS LAST LIMIT ${limit + 1})
          ${merged}
        ) x
        JOIN posts p ON p.id = x.id AND p.status = 'published'
        ORDER BY x.created_at DESC NULLS LAST, x.id DESC NULLS LAST LIMIT ${limit + 1}`,
  );
  return page(rows, limit);
}

/** A hashtag's posts, newest first (the tag as stored: lower case). */
export async function hashtagIds(
  db: Db | Tx,
  tag: string,
  after: TimeCursor | null,
  limit: number,
): Promise<IdPage> {
  const rows = await queryRows<TimedId>(
    db,
    sql`SELECT h.post_id AS id, ${isoUs(sql`h.created_at`)} AS t
        FROM post_hashtags h JOIN posts p ON p.id = h.post_id AND p.status = 'published'
        WHERE h.tag = ${tag} ${before(sql`h.created_at`, sql`h.post_id`, after)}
        ORDER BY h.created_at DESC NULLS LAST, h.post_id DESC NULLS LAST LIMIT ${limit + 1}`,
  );
  return page(rows, limit);
}

/** Posts by people of a similar body who chose to share their figures (similar-body-sql.ts), newest first. */
export async function similarBodyIds(
  db: Db | Tx,
  viewerId: string,
  range: SimilarBodyRange,
  after: TimeCursor | null,
  limit: number,
): Promise<IdPage> {
  const similar = similarBodySql(viewerId, range);
  const rows = await queryRows<TimedId>(
    db,
    sql`SELECT p.id, ${isoUs(sql`p.created_at`)} AS t
        FROM posts p ${similar.join}
        WHERE p.status = 'published' ${similar.where}
          ${before(sql`p.created_at`, sql`p.id`, after)}
        ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT ${limit + 1}`,
  );
  return page(rows, limit);
}

/** Every published post made by `snapshot`, except `skip`, newest first. */
export async function latestIds(
  db: Db | Tx,
  snapshot: Date,
  skip: readonly string[],
  after: TimeCursor | null,
  limit: number,
): Promise<IdPage> {
  const rows = await queryRows<TimedId>(
    db,
    sql`SELECT p.id, ${isoUs(sql`p.created_at`)} AS t FROM posts p
        WHERE p.status = 'published' AND p.created_at <= ${snapshot.toISOString()}::timestamptz
          ${skip.length > 0 ? sql`AND p.id NOT IN (${uuidList(skip)})` : sql``}
          ${before(sql`p.created_at`, sql`p.id`, after)}
        ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT ${limit + 1}`,
  );
  return page(rows, limit);
}
