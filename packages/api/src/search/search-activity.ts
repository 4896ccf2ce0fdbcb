import { LIMITS } from '@cho-dep/core/constants/limits';
import { searchTermsOf } from '@cho-dep/core/search/query-terms';
import { queryRows } from '@cho-dep/db/rows';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { recentSearches, searchLog } from './search.tables';

/**
 * What buyers search: search_log (trending keywords, popular completions) and the signed-in
 * buyer's recent searches. A search must not wait for these writes, so entries are buffered
 * and written in one batch about a second later (or at 200 entries); readers of the log flush
 * first, so they always see what was searched. Losing a second of analytics in a crash is
 * acceptable; losing search speed to a write per request is not.
 */
export interface SearchActor {
  userId?: string;
  sessionId?: string;
  deviceId?: string;
  guestId?: string;
  ip: string;
}

/** Trending counts people, not requests: the user, else the session, device, guest, or address. */
export function actorKeyOf(actor: SearchActor): string {
  if (actor.userId) return `u:${actor.userId}`;
  if (actor.sessionId) return `s:${actor.sessionId}`;
  if (actor.deviceId) return `d:${actor.deviceId}`;
  if (actor.guestId) return `g:${actor.guestId}`;
  return `ip:${actor.ip}`;
}

interface PendingSearch {
  queryFolded: string;
  queryText: string;
  typed: string;
  actorKey: string;
  userId: string | undefined;
  resultCount: number;
  at: Date;
}

interface Buffer {
  rows: PendingSearch[];
  timer: NodeJS.Timeout | undefined;
  flushing: Promise<void> | undefined;
}

const FLUSH_DELAY_MS = 1000;
const FLUSH_AT_ROWS = 200;
const buffers = new WeakMap<AppContext, Buffer>();

function bufferOf(ctx: AppContext): Buffer {
  let buffer = buffers.get(ctx);
  if (!buffer) {
    buffer = { rows: [], timer: undefined, flushing: undefined };
    buffers.set(ctx, buffer);
  }
  return buffer;
}

/**
 * Notes one search (the first page of a query with words; paging is not a new search). The
 * folded key is the searchable words, so 'Áo-thun!' and 'ao thun' are the same search.
 */
export function recordSearch(
  ctx: AppContext,
  entry: { q: string; actor: SearchActor; resultCount: number },
): void {
  const queryFolded = searchTermsOf(entry.q).join(' ');
  if (queryFolded === '') return;
  const typed = entry.q.normalize('NFC');
  const buffer = bufferOf(ctx);
  buffer.rows.push({
    queryFolded,
    queryText: typed.toLocaleLowerCase('vi'),
    typed,
    actorKey: actorKeyOf(entry.actor),
    userId: entry.actor.userId,
    resultCount: entry.resultCount,
    at: ctx.now(),
  });
  if (buffer.rows.length >= FLUSH_AT_ROWS) {
    void flushSearchActivity(ctx);
  } else if (!buffer.timer) {
    buffer.timer = setTimeout(() => void flushSearchActivity(ctx), FLUSH_DELAY_MS);
    buffer.timer.unref();
  }
}

/** Writes the buffered searches now (readers call it first; so does shutdown). */
export async function flushSearchActivity(ctx: AppContext): Promise<void> {
  const buffer = bufferOf(ctx);
  if (buffer.timer) {
    clearTimeout(buffer.timer);
    buffer.timer = undefined;
  }
  // One flush at a time: a second caller waits for the first, then writes what is left.
  while (buffer.flushing) await buffer.flushing;
  const rows = buffer.rows.splice(0);
  if (rows.length === 0) return;
  buffer.flushing = writeRows(ctx, rows).catch((error: unknown) => {
    ctx.logger.warn({ err: error, rows: rows.length }, 'search activity not recorded');
  });
  try {
    await buffer.flushing;
  } finally {
    buffer.flushing = undefined;
  }
}

async function writeRows(ctx: AppContext, rows: PendingSearch[]): Promise<void> {
  const db = ctx.database.db;
  await db.insert(searchLog).values(
    rows.map((row) => ({
      queryFolded: row.queryFolded,
      queryText: row.queryText,
      actorKey: row.actorKey,
      resultCount: row.resultCount,
      createdAt: row.at,
    })),
  );
  // Recent searches: the newest spelling of each (user, words), written once per batch.
  const latest = new Map<string, PendingSearch & { userId: string }>();
  for (const row of rows) {
    if (row.userId) latest.set(`${row.userId}\u0000${row.queryFolded}`, { ...row, userId: row.userId });
  }
  if (latest.size === 0) return;
  const recent = [...latest.values()];
  await db
    .insert(recentSearches)
    .values(
      recent.map((row) => ({
        userId: row.userId,
        queryFolded: row.queryFolded,
        queryText: row.typed,
        searchedAt: row.at,
      })),
    )
    .onConflictDoUpdate({
      target: [recentSearches.userId, recentSearches.queryFolded],
      set: { queryText: sql`excluded.query_text`, searchedAt: sql`excluded.searched_at` },
    })
    // A user's own account may be deleted between the search and the write.
    .catch((error: unknown) => ctx.logger.warn({ err: error }, 'recent searches not recorded'));
  const users = [...new Set(recent.map((row) => row.userId))];
  await db.execute(sql`
    DELETE FROM recent_searches r
    WHERE r.user_id IN (${sql.join(
      users.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      AND r.query_folded NOT IN (
        SELECT k.query_folded FROM recent_searches k WHERE k.user_id = r.user_id
        ORDER BY k.searched_at DESC, k.query_folded LIMIT ${LIMITS.search.recentMax})`);
}

/** The signed-in buyer's recent searches as typed, newest first. */
export async function listRecentSearches(ctx: AppContext, userId: string): Promise<string[]> {
  await flushSearchActivity(ctx);
  const rows = await ctx.database.db
    .select({ text: recentSearches.queryText })
    .from(recentSearches)
    .where(eq(recentSearches.userId, userId))
    .orderBy(desc(recentSearches.searchedAt), recentSearches.queryFolded)
    .limit(LIMITS.search.recentMax);
  return rows.map((row) => row.text);
}

export async function clearRecentSearches(ctx: AppContext, userId: string): Promise<void> {
  await flushSearchActivity(ctx);
  await ctx.database.db.delete(recentSearches).where(eq(recentSearches.userId, userId));
}

export interface PopularQuery {
  /** The most common spelling (lower case, accents kept). */
  text: string;
  folded: string;
  actors: number;
}

/**
 * The queries most people searched within the trending window that found something, most
 * people first. `prefix` (folded words) keeps those that start with it, for suggestions.
 */
export async function popularQueries(
  ctx: AppContext,
  options: { limit: number; prefix?: string },
): Promise<PopularQuery[]> {
  await flushSearchActivity(ctx);
  const since = new Date(ctx.now().getTime() - LIMITS.search.trendingWindowDays * 86_400_000);
  const prefix = options.prefix ? sql`AND starts_with(query_folded, ${options.prefix})` : sql``;
  const rows = await queryRows<{ text: string | null; folded: string; actors: number }>(
    ctx.database.db,
    sql`SELECT mode() WITHIN GROUP (ORDER BY query_text) AS text, query_folded AS folded,
               count(DISTINCT actor_key)::int AS actors
        FROM search_log
        WHERE created_at >= ${since.toISOString()}::timestamptz AND result_count > 0 ${prefix}
        GROUP BY query_folded
        ORDER BY actors DESC, max(created_at) DESC, query_folded
        LIMIT ${options.limit}`,
  );
  return rows.map((row) => ({
    text: row.text || row.folded,
    folded: row.folded,
    actors: Number(row.actors),
  }));
}

/** Deletes log rows older than LIMITS.search.logKeptDays (background). */
export async function pruneSearchLog(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - LIMITS.search.logKeptDays * 86_400_000);
  const rows = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`WITH gone AS (DELETE FROM search_log WHERE created_at < ${before.toISOString()}::timestamptz RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  );
  return Number(rows[0]?.n ?? 0);
}
