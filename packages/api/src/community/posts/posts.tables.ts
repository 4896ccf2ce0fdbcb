import { BODY_SHAPES, POST_KINDS, POST_STATUSES } from '@cho-dep/core/community/post-schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/users.tables';
import { orderItems } from '../../orders/orders.tables';
import { products, productVariants } from '../../products/catalog/products.tables';
import { shops } from '../../shops/shops.tables';

/**
 * A community post (product.md §3, Post): up to 300 characters, up to 5 pictures or one video,
 * hashtags, product tags, mentions and the author's body shape. The counters are kept in the
 * same transaction as the like, reply, save or share that moves them, under a row lock.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when a seller posts as their shop: the post then reaches the shop's followers. */
    shopId: uuid().references(() => shops.id, { onDelete: 'cascade' }),
    kind: text({ enum: POST_KINDS }).notNull().default('look'),
    content: text().notNull().default(''),
    /** Picture keys without their size suffix (`<key>-1080.webp`, `<key>-540.webp`). */
    imageKeys: text().array().notNull().default(sql`ARRAY[]::text[]`),
    videoKey: text(),
    /** A frame of the video shown before it plays (a picture key like imageKeys). */
    videoPosterKey: text(),
    videoSeconds: real(),
    bodyShape: text({ enum: BODY_SHAPES }),
    /** The author's height and weight when they chose to share them, copied from the profile. */
    heightCm: numeric({ precision: 4, scale: 1, mode: 'number' }),
    weightKg: numeric({ precision: 4, scale: 1, mode: 'number' }),
    status: text({ enum: POST_STATUSES }).notNull().default('published'),
    removedReason: text(),
    removedAt: timestamp({ withTimezone: true }),
    likeCount: integer().notNull().default(0),
    replyCount: integer().notNull().default(0),
    saveCount: integer().notNull().default(0),
    shareCount: integer().notNull().default(0),
    editCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('posts_author_idx').on(t.authorId, t.createdAt.desc()),
    index('posts_shop_idx').on(t.shopId, t.createdAt.desc()),
    check(
      'posts_counts_not_negative',
      sql`${t.likeCount} >= 0 AND ${t.replyCount} >= 0 AND ${t.saveCount} >= 0`,
    ),
  ],
);

/**
 * A pin on a post's picture pointing at a product of any shop. When the author bought that
 * product in a completed order, the bought line is kept: the pin then reads "Đã mua · size M".
 */
export const postProductTags = pgTable(
  'post_product_tags',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid().references(() => productVariants.id, { onDelete: 'set null' }),
    imageIndex: smallint().notNull().default(0),
    x: real().notNull(),
    y: real().notNull(),
    purchasedOrderItemId: uuid().references(() => orderItems.id, { onDelete: 'set null' }),
    position: smallint().notNull().default(0),
  },
  (t) => [
    index('post_product_tags_post_idx').on(t.postId, t.position),
    index('post_product_tags_product_idx').on(t.productId),
  ],
);

/** A hashtag of a post, lower case as written (#Áo_Dài and #áo_dài are one tag). */
export const postHashtags = pgTable(
  'post_hashtags',
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tag: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tag] }),
    index('post_hashtags_tag_idx').on(t.tag, t.createdAt.desc(), t.postId.desc()),
  ],
);

/** A member or shop named in a post (notified when the post is published). */
export const postMentions = pgTable(
  'post_mentions',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    shopId: uuid().references(() => shops.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('post_mentions_post_idx').on(t.postId),
    check('post_mentions_one_target', sql`(${t.userId} IS NULL) <> (${t.shopId} IS NULL)`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('post_likes_post_idx').on(t.postId)],
);

/** Saved posts (product.md §7: post/bookmark/user, 20 a page), newest save first. */
export const postBookmarks = pgTable(
  'post_bookmarks',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('post_bookmarks_user_idx').on(t.userId, t.createdAt.desc(), t.postId.desc()),
  ],
);

/** A reply: up to 300 characters and one picture; a reply may answer another reply. */
export const postReplies = pgTable(
  'post_replies',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentReplyId: uuid(),
    content: text().notNull().default(''),
    imageKeys: text().array().notNull().default(sql`ARRAY[]::text[]`),
    status: text({ enum: POST_STATUSES }).notNull().default('published'),
    removedReason: text(),
    likeCount: integer().notNull().default(0),
    edited: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_replies_post_idx').on(t.postId, t.createdAt),
    check('post_replies_likes_not_negative', sql`${t.likeCount} >= 0`),
  ],
);

export const postReplyLikes = pgTable(
  'post_reply_likes',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replyId: uuid()
      .notNull()
      .references(() => postReplies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.replyId] })],
);
