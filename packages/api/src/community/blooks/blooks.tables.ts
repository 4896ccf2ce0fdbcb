import { BLOOK_SLOTS, BLOOK_STATUSES, type TemplateSlot } from '@cho-dep/core/community/blook-schemas';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/users.tables';
import { products, productVariants } from '../../products/catalog/products.tables';

/**
 * Occasions a look is for (Đi làm, Dạo phố, Hẹn hò, Du lịch, Dự tiệc...) and their
 * sub-categories. They are the community's structure, kept in code (blook-catalog.ts) and
 * brought to every database at start; names in the three languages.
 */
export const blookCategories = pgTable(
  'blook_categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    nameVi: text().notNull(),
    nameEn: text().notNull(),
    nameKo: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('blook_categories_slug_key').on(t.slug)],
);

export const blookSubCategories = pgTable(
  'blook_sub_categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    categoryId: uuid()
      .notNull()
      .references(() => blookCategories.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    nameVi: text().notNull(),
    nameEn: text().notNull(),
    nameKo: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('blook_sub_categories_slug_key').on(t.slug),
    index('blook_sub_categories_category_idx').on(t.categoryId, t.position),
  ],
);

/** A layout of named slots, each a rectangle of the template's grid (the collage). */
export const blookTemplates = pgTable(
  'blook_templates',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    nameVi: text().notNull(),
    nameEn: text().notNull(),
    nameKo: text().notNull(),
    slots: jsonb().$type<TemplateSlot[]>().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('blook_templates_slug_key').on(t.slug)],
);

/**
 * A member's look: a template whose every slot holds a product of any shop, a title, an
 * occasion. The counters move in the same transaction as the like, save or comment, under a
 * row lock on the blook, so they stay exact however many tap at once.
 */
export const blooks = pgTable(
  'blooks',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    categoryId: uuid()
      .notNull()
      .references(() => blookCategories.id, { onDelete: 'restrict' }),
    subCategoryId: uuid().references(() => blookSubCategories.id, { onDelete: 'set null' }),
    templateId: uuid()
      .notNull()
      .references(() => blookTemplates.id, { onDelete: 'restrict' }),
    status: text({ enum: BLOOK_STATUSES }).notNull().default('published'),
    removedReason: text(),
    removedAt: timestamp({ withTimezone: true }),
    likeCount: integer().notNull().default(0),
    saveCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blooks_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('blooks_category_idx').on(t.categoryId, t.createdAt.desc(), t.id.desc()),
    index('blooks_sub_category_idx').on(t.subCategoryId, t.createdAt.desc(), t.id.desc()),
    index('blooks_author_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
    check(
      'blooks_counts_not_negative',
      sql`${t.likeCount} >= 0 AND ${t.saveCount} >= 0 AND ${t.commentCount} >= 0`,
    ),
  ],
);

/** The product (and variant, if chosen) in one slot of a blook. */
export const blookItems = pgTable(
  'blook_items',
  {
    blookId: uuid()
      .notNull()
      .references(() => blooks.id, { onDelete: 'cascade' }),
    slot: text({ enum: BLOOK_SLOTS }).notNull(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid().references(() => productVariants.id, { onDelete: 'set null' }),
    position: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.blookId, t.slot] }), index('blook_items_product_idx').on(t.productId)],
);

export const blookLikes = pgTable(
  'blook_likes',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blookId: uuid()
      .notNull()
      .references(() => blooks.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blookId] }), index('blook_likes_blook_idx').on(t.blookId)],
);

export const blookSaves = pgTable(
  'blook_saves',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blookId: uuid()
      .notNull()
      .references(() => blooks.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blookId] }),
    index('blook_saves_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** A comment: up to 300 characters and one picture, like a post reply. */
export const blookComments = pgTable(
  'blook_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    blookId: uuid()
      .notNull()
      .references(() => blooks.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text().notNull().default(''),
    imageKeys: text().array().notNull().default(sql`ARRAY[]::text[]`),
    status: text({ enum: BLOOK_STATUSES }).notNull().default('published'),
    removedReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blook_comments_blook_idx').on(t.blookId, t.createdAt.desc(), t.id.desc())],
);
