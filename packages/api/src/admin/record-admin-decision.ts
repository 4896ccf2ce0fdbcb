import type { AdminAuditAction, AdminAuditTarget } from '@cho-dep/core/admin/admin-audit-codes';
import type { Tx } from '@cho-dep/db/client';
import { adminAuditLog } from './admin-audit.tables';

export interface AdminDecision {
  adminUserId: string;
  action: AdminAuditAction;
  targetType: AdminAuditTarget;
  targetId: string;
  reason?: string | null;
  details?: Record<string, unknown>;
  now: Date;
}

/**
 * Writes one line of the admin audit log. Call it with the transaction that carries out the
 * decision (after the row lock and the change), so the line and the change commit together.
 */
export async function recordAdminDecision(tx: Tx, decision: AdminDecision): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminUserId: decision.adminUserId,
    action: decision.action,
    targetType: decision.targetType,
    targetId: decision.targetId,
    reason: decision.reason ?? null,
    details: decision.details ?? {},
    createdAt: decision.now,
  });
}
