import { describe, expect, it } from 'vitest';
import { reviewOutcome } from './review-outcome';

describe('reviewOutcome', () => {
  it('moves a pending item to approved or rejected', () => {
    expect(reviewOutcome('pending', 'approve')).toEqual({ ok: true, status: 'approved' });
    expect(reviewOutcome('pending', 'reject')).toEqual({ ok: true, status: 'rejected' });
  });

  it('refuses anything not pending: never sent, or already decided', () => {
    for (const status of ['draft', 'submitted', 'approved', 'rejected', 'hidden']) {
      expect(reviewOutcome(status, 'approve')).toEqual({ ok: false });
      expect(reviewOutcome(status, 'reject')).toEqual({ ok: false });
    }
  });
});
