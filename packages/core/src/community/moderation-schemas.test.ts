import { describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_TARGETS } from '../admin/admin-audit-codes';
import {
  MODERATION_ACTIONS,
  moderationApplies,
  moderationAuditCodes,
  statusAfter,
} from './moderation-schemas';
import { REPORT_TARGET_TYPES, reportInputSchema } from './report-schemas';

describe('moderation decisions', () => {
  it('names every decision with audit codes the log knows', () => {
    for (const target of REPORT_TARGET_TYPES) {
      for (const action of MODERATION_ACTIONS) {
        const codes = moderationAuditCodes(target, action);
        expect(ADMIN_AUDIT_TARGETS).toContain(codes.targetType);
        expect(ADMIN_AUDIT_ACTIONS).toContain(codes.action);
      }
    }
    expect(moderationAuditCodes('reply', 'remove')).toEqual({
      targetType: 'community_reply',
      action: 'community_reply.remove',
    });
  });

  it('removes and keeps only public content, restores only removed content', () => {
    expect(moderationApplies('published', 'remove')).toBe(true);
    expect(moderationApplies('removed', 'remove')).toBe(false);
    expect(moderationApplies('removed', 'restore')).toBe(true);
    expect(moderationApplies('published', 'restore')).toBe(false);
    expect(moderationApplies('published', 'keep')).toBe(true);
    expect(moderationApplies('removed', 'keep')).toBe(false);
    expect(statusAfter('remove')).toBe('removed');
    expect(statusAfter('restore')).toBe('published');
  });
});

describe('a report', () => {
  const target = { targetType: 'post', targetId: '00000000-0000-4000-8000-000000000001' } as const;

  it('needs a reason, and a note when the reason is "other"', () => {
    expect(reportInputSchema.safeParse({ ...target }).success).toBe(false);
    expect(reportInputSchema.safeParse({ ...target, reason: 'spam' }).success).toBe(true);
    const other = reportInputSchema.safeParse({ ...target, reason: 'other', note: '  ' });
    expect(other.success).toBe(false);
    expect(other.error?.issues[0]?.message).toBe('validation.report.noteRequired');
    expect(reportInputSchema.safeParse({ ...target, reason: 'other', note: 'Hàng nhái' }).success).toBe(true);
  });

  it('keeps the note within its limit', () => {
    expect(reportInputSchema.safeParse({ ...target, reason: 'scam', note: 'a'.repeat(300) }).success).toBe(
      true,
    );
    const long = reportInputSchema.safeParse({ ...target, reason: 'scam', note: 'a'.repeat(301) });
    expect(long.error?.issues[0]?.message).toBe('validation.report.noteMax');
  });
});
