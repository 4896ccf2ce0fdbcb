import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/field-errors';
import { auditLogQuerySchema, rejectDecisionSchema } from './admin-decision-schemas';

describe('rejectDecisionSchema', () => {
  it('accepts a reason of 10 to 500 characters, trimmed', () => {
    expect(rejectDecisionSchema.parse({ reason: '  Ảnh CCCD bị mờ  ' })).toEqual({
      reason: 'Ảnh CCCD bị mờ',
    });
    expect(rejectDecisionSchema.safeParse({ reason: 'x'.repeat(500) }).success).toBe(true);
  });

  it('refuses a reason that is missing, too short after trimming, or too long', () => {
    const short = rejectDecisionSchema.safeParse({ reason: '   too short   '.slice(0, 12) });
    expect(short.success).toBe(false);
    if (!short.success) {
      expect(toFieldErrors(short.error)).toEqual([
        { path: 'reason', message: 'validation.tooShort', params: { min: 10 } },
      ]);
    }
    expect(rejectDecisionSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    expect(rejectDecisionSchema.safeParse({}).success).toBe(false);
  });
});

describe('auditLogQuerySchema', () => {
  it('defaults to the first page and refuses unknown actions', () => {
    expect(auditLogQuerySchema.parse({})).toEqual({ page: 1 });
    expect(auditLogQuerySchema.safeParse({ action: 'shop.delete' }).success).toBe(false);
  });
});
