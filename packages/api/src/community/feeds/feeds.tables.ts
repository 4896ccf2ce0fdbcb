import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/users.tables';
import { posts } from '../posts/posts.tables';

/** Why a post is in someone's home feed: their own post, a member or a shop they follow. */
export const HOME_FEED_REASONS = ['self', 'member', 'shop'] as const;

/**
 * A member's home feed, written when a post is made (fan-out on write, like Mastodon's home
 * timelines): the ids of the recent posts of the members and shops they follow, newest first,
 * capped per member (HOME_FEED_CAP in core/community/feed-rules.ts). Posts of accounts with a very large following
 * are not written here; they are merged in when the feed is read (decision 041).
 */
export const homeFeedEntries = pgTable(
  'home_feed_entries',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The post's creation time, copied so the feed reads in one index range. */
    createdAt: timestamp({ withTimezone: true }).notNull(),
    reason: text({ enum: HOME_FEED_REASONS }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('home_feed_entries_user_idx').on(t.userId, t.createdAt.desc(), t.postId.desc()),
    index('home_feed_entries_post_idx').on(t.postId),
  ],
);

/**
 * Which home feeds are kept up to date: a post is written only into the feeds of members who
 * read theirs recently; a member coming back after a long absence gets theirs rebuilt from
 * their follows when they open it (as Mastodon does).
 */
export const homeFeeds = pgTable('home_feeds', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  builtAt: timestamp({ withTimezone: true }).notNull(),
  readAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * A "Dành cho bạn" reading session: the ranked post ids computed for its first page, so the
 * following pages walk the same order although likes and new posts keep moving the scores.
 * The cursor names the session and a position in it; sessions expire after a day.
 */
export const feedSessions = pgTable(
  'feed_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null for a guest. */
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** The time the ranking was frozen at: no later post enters this session. */
    snapshotAt: timestamp({ withTimezone: true }).notNull(),
    /** Followed accounts' recent posts first, then the popular ones by score. */
    postIds: uuid().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feed_sessions_created_idx').on(t.createdAt),
    check('feed_sessions_ids_bounded', sql`cardinality(${t.postIds}) <= 1000`),
  ],
);
