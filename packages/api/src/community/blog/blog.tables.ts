import { BLOG_SAVED_STATUSES, type BlogBlock } from '@cho-dep/core/community/blog-schemas';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/users.tables';

/**
 * The blog's sections (xu hướng, làm đẹp, phối đồ...): names in the three languages, shown in
 * `position` order as the magazine's tabs.
 */
export const blogCategories = pgTable(
  'blog_categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull(),
    nameKo: text().notNull(),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blog_categories_slug_key').on(t.slug)],
);

/**
 * An article written by an admin (decision 046). The body is a list of blocks (paragraph,
 * heading, picture, product card), never HTML. `status` is the admin's choice (draft or
 * published); a published article is public once `publishAt` has passed, so scheduling needs
 * no job. Product cards keep only the product id: the page shows the product's live name,
 * price and picture.
 */
export const blogArticles = pgTable(
  'blog_articles',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    title: text().notNull(),
    coverKey: text(),
    blocks: jsonb().$type<BlogBlock[]>().notNull(),
    categoryId: uuid().references(() => blogCategories.id, { onDelete: 'set null' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: BLOG_SAVED_STATUSES }).notNull().default('draft'),
    publishAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_articles_slug_key').on(t.slug),
    index('blog_articles_public_idx').on(t.status, t.publishAt),
    index('blog_articles_category_idx').on(t.categoryId, t.publishAt),
  ],
);
