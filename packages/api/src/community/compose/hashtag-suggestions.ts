import type { Db } from '@cho-dep/db/client';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { postHashtags, posts } from '../posts/posts.tables';

/** How many suggestions the composer shows under the text. */
export const HASHTAG_SUGGESTIONS_MAX = 8;
/** Tags used in this many recent days weigh in when nothing has been typed after '#'. */
const TRENDING_DAYS = 30;

export interface HashtagSuggestion {
  tag: string;
  postCount: number;
}

/**
 * The hashtags already in use that start with what the writer typed after '#', accents
 * ignored ("ao" finds "áo_dài"), the most used first, so a look joins the feed others follow
 * rather than a new spelling of it. With nothing typed yet: the month's most used tags.
 */
export async function suggestHashtags(db: Db, typed: string, now: Date): Promise<HashtagSuggestion[]> {
  const prefix = typed
    .replace(/^#/, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[%_\\]/g, (c) => `\\${c}`);
  const postCount = sql<number>`count(*)::int`;
  const where = prefix
    ? sql`vn_fold(${postHashtags.tag}) LIKE vn_fold(${prefix}) || '%'`
    : gte(postHashtags.createdAt, new Date(now.getTime() - TRENDING_DAYS * 86_400_000));
  return db
    .select({ tag: postHashtags.tag, postCount })
    .from(postHashtags)
    .innerJoin(posts, and(eq(posts.id, postHashtags.postId), eq(posts.status, 'published')))
    .where(where)
    .groupBy(postHashtags.tag)
    .orderBy(desc(postCount), postHashtags.tag)
    .limit(HASHTAG_SUGGESTIONS_MAX);
}
