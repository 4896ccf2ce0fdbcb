import type { AdminAuditAction, AdminAuditTarget } from '@cho-dep/core/admin/admin-audit-codes';
import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_TARGETS } from '@cho-dep/core/admin/admin-audit-codes';
import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Db } from '@cho-dep/db/client';
import { z } from '@hono/zod-openapi';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { adminAuditLog } from './admin-audit.tables';

export const auditEntrySchema = z
  .object({
    id: z.string(),
    action: z.enum(ADMIN_AUDIT_ACTIONS),
    targetType: z.enum(ADMIN_AUDIT_TARGETS),
    targetId: z.string(),
    reason: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    admin: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
    createdAt: z.string(),
  })
  .openapi('AdminAuditEntry');
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = z.object({
  data: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

/** The audit log, newest first, optionally of one kind of target or one action. */
export async function listAuditLog(
  db: Db,
  query: { page: number; targetType?: AdminAuditTarget; action?: AdminAuditAction },
): Promise<AuditLog> {
  const pageSize = LIMITS.admin.auditPageSize;
  const filters: SQL[] = [];
  if (query.targetType) filters.push(eq(adminAuditLog.targetType, query.targetType));
  if (query.action) filters.push(eq(adminAuditLog.action, query.action));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({ entry: adminAuditLog, name: users.fullName, email: users.email })
      .from(adminAuditLog)
      .innerJoin(users, eq(users.id, adminAuditLog.adminUserId))
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    data: rows.map(({ entry, name, email }) => ({
      id: entry.id,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      reason: entry.reason,
      details: entry.details,
      admin: { id: entry.adminUserId, name, email },
      createdAt: entry.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize,
  };
}
