import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_TARGETS } from '@cho-dep/core/admin/admin-audit-codes';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';

/**
 * Every decision an admin takes (approve or reject a shop or a product, approve, reject or
 * complete a refund), written in the same transaction as the decision itself so the log never
 * says something happened that did not, and nothing happens without a line here. Rows are
 * never updated or deleted. The admin's user row is kept (restrict): the log must keep its author.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    adminUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text({ enum: ADMIN_AUDIT_ACTIONS }).notNull(),
    targetType: text({ enum: ADMIN_AUDIT_TARGETS }).notNull(),
    /** The shop, product or return request; no foreign key, so the line outlives its target. */
    targetId: uuid().notNull(),
    /** The reason the admin wrote (rejections); null for approvals. */
    reason: text(),
    /** What the decision changed, e.g. the status before and after, the shop's name. */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);
