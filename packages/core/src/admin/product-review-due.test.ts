import { describe, expect, it } from 'vitest';
import { productReviewDue } from './product-review-due';

describe('productReviewDue', () => {
  const submitted = new Date('2026-11-20T09:00:00Z');

  it('gives the 2 to 3 day window after submission', () => {
    const due = productReviewDue(submitted, new Date('2026-11-21T09:00:00Z'));
    expect(due?.dueFrom.toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(due?.dueBy.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(due?.overdue).toBe(false);
  });

  it('is overdue only after the third day has passed', () => {
    expect(productReviewDue(submitted, new Date('2026-11-23T09:00:00Z'))?.overdue).toBe(false);
    expect(productReviewDue(submitted, new Date('2026-11-23T09:00:01Z'))?.overdue).toBe(true);
  });

  it('has no due date without a submission time', () => {
    expect(productReviewDue(null, submitted)).toBeNull();
  });
});
