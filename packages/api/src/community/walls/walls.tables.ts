import { BODY_SHAPES } from '@cho-dep/core/community/post-schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/users.tables';

/**
 * A member's public face in the community (their wall, /tuong/{id}): a short bio, the body
 * shape and measurements they chose to show, and the counts kept with each follow and post.
 * A row is made the first time a member follows, is followed, posts or edits their wall.
 */
export const communityProfiles = pgTable(
  'community_profiles',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text().notNull().default(''),
    bodyShape: text({ enum: BODY_SHAPES }),
    /** Show the body shape on the wall. */
    showBodyShape: boolean().notNull().default(false),
    /** Show height and weight (from the profile's body measurements) on the wall. */
    showMeasurements: boolean().notNull().default(false),
    followerCount: integer().notNull().default(0),
    followingCount: integer().notNull().default(0),
    postCount: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'community_profiles_counts_not_negative',
      sql`${t.followerCount} >= 0 AND ${t.followingCount} >= 0 AND ${t.postCount} >= 0`,
    ),
  ],
);

/** A member follows another member (shops are followed through shop_follows). */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('user_follows_followee_idx').on(t.followeeId, t.createdAt.desc()),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);
