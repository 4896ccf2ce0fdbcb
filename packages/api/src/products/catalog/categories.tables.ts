import { CATEGORY_KINDS } from '@cho-dep/core/catalog/catalog-states';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The category tree: top-level groups (Nam, Nữ, Phụ kiện, Khác, Mỹ phẩm) with their
 * sub-categories. Names are stored in the three languages because admins edit them as data.
 */
export const categories = pgTable(
  'categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    parentId: uuid().references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    slug: text().notNull(),
    nameVi: text().notNull(),
    nameEn: text().notNull(),
    nameKo: text().notNull(),
    kind: text({ enum: CATEGORY_KINDS }).notNull(),
    position: integer().notNull().default(0),
    /** Storage key base of the category picture (see catalog-media.ts for sizes). */
    imageKey: text(),
    /** Shown or hidden, toggled by an admin after a confirmation (product.md §4). */
    isVisible: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    index('categories_parent_idx').on(t.parentId, t.position),
  ],
);
