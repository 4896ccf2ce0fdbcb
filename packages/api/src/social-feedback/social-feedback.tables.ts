import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';

/**
 * Feedback from a social organisation (an association, a consumer group...), sent from
 * /phan-anh-to-chuc-xa-hoi. The admin reviews it, answers by e-mail and moves the status;
 * the submitter is told at the e-mail they gave (and in the app when signed in).
 */
export const socialFeedback = pgTable(
  'social_feedback',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationName: text().notNull(),
    decisionNumber: text().notNull(),
    email: text().notNull(),
    content: text().notNull(),
    /** Media keys of the attached pictures (at least one). */
    imageKeys: text().array().notNull(),
    status: text({ enum: ['received', 'reviewing', 'answered', 'closed'] })
      .notNull()
      .default('received'),
    /** The signed-in member who sent it, when there was one. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    language: text({ enum: ['vi', 'en', 'ko'] })
      .notNull()
      .default('vi'),
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    answeredBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('social_feedback_status_idx').on(t.status, t.createdAt),
    index('social_feedback_user_idx').on(t.userId, t.createdAt),
  ],
);
