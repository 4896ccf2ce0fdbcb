import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { guests, users } from '../accounts/users.tables';
import { productVariants } from '../products/catalog/products.tables';

/**
 * A line of a cart, owned by exactly one of a user or a guest (product.md §4, Guest).
 * One line per owner and variant: adding the same variant again raises the quantity. Lines
 * load unselected (product.md §3, Cart).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    guestId: uuid().references(() => guests.id, { onDelete: 'cascade' }),
    variantId: uuid()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    isSelected: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_variant_key').on(t.userId, t.variantId).where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('cart_items_guest_variant_key')
      .on(t.guestId, t.variantId)
      .where(sql`${t.guestId} IS NOT NULL`),
    index('cart_items_variant_idx').on(t.variantId),
    check('cart_items_one_owner', sql`(${t.userId} IS NULL) <> (${t.guestId} IS NULL)`),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
