import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/users.tables';

/**
 * One "shop the look" confirmation per buyer and Idempotency-Key: a retried tap (a lost answer,
 * a double tap, a phone that resends) finds its key and answers what the first one did, so
 * the cart never gets the look twice. The same key with other lines is refused. Rows older than
 * a day are dropped when the buyer confirms again.
 */
export const shopTheLookRequests = pgTable(
  'shop_the_look_requests',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    /** The confirmed lines, normalised, to tell a retry from another request under the same key. */
    requestHash: text().notNull(),
    /** The answer the first request gave (lines added, the cart count then). */
    answer: jsonb()
      .$type<{ added: { productId: string; variantId: string; quantity: number }[]; cartCount: number }>()
      .notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.idempotencyKey] })],
);
