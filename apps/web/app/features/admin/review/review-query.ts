import type { AdminAuditAction, AdminAuditTarget } from '@cho-dep/core/admin/admin-audit-codes';
import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_TARGETS } from '@cho-dep/core/admin/admin-audit-codes';

/** The three tabs of both review queues. */
export const QUEUE_TABS = ['pending', 'approved', 'rejected'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** ?status=&page= of a queue page; anything unknown falls back to the pending tab, page 1. */
export function parseQueueQuery(params: URLSearchParams): { status: QueueTab; page: number } {
  const status = params.get('status');
  return {
    status: (QUEUE_TABS as readonly string[]).includes(status ?? '') ? (status as QueueTab) : 'pending',
    page: pageOf(params),
  };
}

export function queueHref(base: string, query: { status: QueueTab; page: number }): string {
  const params = new URLSearchParams();
  if (query.status !== 'pending') params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export interface AuditQuery {
  page: number;
  targetType?: AdminAuditTarget;
  action?: AdminAuditAction;
}

/** ?targetType=&action=&page= of the audit log; unknown values are dropped. */
export function parseAuditQuery(params: URLSearchParams): AuditQuery {
  const targetType = params.get('targetType') ?? '';
  const action = params.get('action') ?? '';
  return {
    page: pageOf(params),
    ...((ADMIN_AUDIT_TARGETS as readonly string[]).includes(targetType)
      ? { targetType: targetType as AdminAuditTarget }
      : {}),
    ...((ADMIN_AUDIT_ACTIONS as readonly string[]).includes(action)
      ? { action: action as AdminAuditAction }
      : {}),
  };
}

export function auditHref(query: AuditQuery): string {
  const params = new URLSearchParams();
  if (query.targetType) params.set('targetType', query.targetType);
  if (query.action) params.set('action', query.action);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${AUDIT_PATH}?${search}` : AUDIT_PATH;
}

export const SHOPS_PATH = '/quan-tri/cua-hang';
export const PRODUCTS_PATH = '/quan-tri/san-pham';
export const AUDIT_PATH = '/quan-tri/nhat-ky';

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
