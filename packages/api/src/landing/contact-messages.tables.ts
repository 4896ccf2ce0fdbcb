import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A message from the landing page's contact form, read by the admin in their inbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    /** Digits only, at most 11. */
    phone: text().notNull(),
    website: text().notNull(),
    message: text().notNull(),
    status: text({ enum: ['new', 'read', 'answered'] })
      .notNull()
      .default('new'),
    language: text({ enum: ['vi', 'en', 'ko'] })
      .notNull()
      .default('vi'),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.createdAt)],
);
