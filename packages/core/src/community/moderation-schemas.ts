import { z } from 'zod';
import type { AdminAuditAction, AdminAuditTarget } from '../admin/admin-audit-codes';
import { REPORT_STATUSES, REPORT_TARGET_TYPES, type ReportTargetType } from './report-schemas';

/** What a moderator does with reported content: take it down, put it back, or keep it up. */
export const MODERATION_ACTIONS = ['remove', 'restore', 'keep'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The admin report queue's tabs and filter. */
export const reportQueueQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  targetType: z.enum(REPORT_TARGET_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const refusalLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const AUDIT_TARGET: Record<ReportTargetType, AdminAuditTarget> = {
  post: 'community_post',
  reply: 'community_reply',
  blook: 'blook',
};

/** The audit log's words for a moderation decision: its target code and its action code. */
export function moderationAuditCodes(
  targetType: ReportTargetType,
  action: ModerationAction,
): { targetType: AdminAuditTarget; action: AdminAuditAction } {
  const target = AUDIT_TARGET[targetType];
  return { targetType: target, action: `${target}.${action}` as AdminAuditAction };
}

export type ContentStatus = 'published' | 'removed';

/**
 * Whether a decision applies to content in its current state: only public content can be
 * removed, only removed content restored; keeping (dismissing the reports) leaves public
 * content as it is. Anything else means another moderator decided first.
 */
export function moderationApplies(status: ContentStatus, action: ModerationAction): boolean {
  if (action === 'restore') return status === 'removed';
  return status === 'published';
}

/** The state the content is left in by a decision. */
export function statusAfter(action: ModerationAction): ContentStatus {
  return action === 'remove' ? 'removed' : 'published';
}
