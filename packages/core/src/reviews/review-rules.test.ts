import { describe, expect, it } from 'vitest';
import { bodyOf, editDeadline, editPermission, isLikeMe, reviewPermission } from './review-rules';
import { reviewInputSchema, reviewUpdateSchema } from './review-schemas';

const DAY_MS = 86_400_000;
const ITEM = '0b8c2c43-8f4d-4a55-9c1e-2f0b3c4d5e6f';

describe('reviewInputSchema', () => {
  const valid = { orderItemId: ITEM, rating: 5 };

  it('takes 1 to 5 stars and fills the defaults', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(reviewInputSchema.parse({ ...valid, rating })).toMatchObject({
        rating,
        comment: '',
        photoKeys: [],
        shareBody: false,
      });
    }
  });

  it.each([0, 6, 3.5, -1])("refuses %s stars with 'Star count outside 1-5'", (rating) => {
    const result = reviewInputSchema.safeParse({ ...valid, rating });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['validation.review.starCount']);
  });

  it('refuses a missing star count with the same message', () => {
    const result = reviewInputSchema.safeParse({ orderItemId: ITEM });
    expect(result.error?.issues[0]?.message).toBe('validation.review.starCount');
  });

  it('takes a 150-character comment and refuses 151', () => {
    expect(reviewInputSchema.safeParse({ ...valid, comment: 'a'.repeat(150) }).success).toBe(true);
    const result = reviewInputSchema.safeParse({ ...valid, comment: 'a'.repeat(151) });
    expect(result.error?.issues[0]).toMatchObject({ code: 'too_big', maximum: 150, path: ['comment'] });
  });

  it('counts the comment after trimming spaces', () => {
    expect(reviewInputSchema.parse({ ...valid, comment: `  ${'a'.repeat(150)}  ` }).comment).toHaveLength(
      150,
    );
  });

  it('takes up to 5 photos and one video', () => {
    const keys = (n: number) => Array.from({ length: n }, (_, i) => `reviews/u/p${i}`);
    expect(
      reviewInputSchema.safeParse({ ...valid, photoKeys: keys(5), videoKey: 'reviews/u/v.mp4' }).success,
    ).toBe(true);
    expect(reviewInputSchema.safeParse({ ...valid, photoKeys: keys(6) }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ ...valid, videoKey: ['a', 'b'] }).success).toBe(false);
  });

  it('knows three fits', () => {
    for (const fit of ['small', 'true_to_size', 'large']) {
      expect(reviewInputSchema.safeParse({ ...valid, fit }).success).toBe(true);
    }
    expect(reviewInputSchema.safeParse({ ...valid, fit: 'huge' }).success).toBe(false);
  });

  it('never takes a typed height or weight: they come from the profile', () => {
    const parsed = reviewInputSchema.parse({ ...valid, shareBody: true, heightCm: 170 });
    expect(parsed).not.toHaveProperty('heightCm');
    expect(parsed.shareBody).toBe(true);
  });

  it('an edit has no order line', () => {
    expect(reviewUpdateSchema.parse({ rating: 4 })).not.toHaveProperty('orderItemId');
  });
});

describe('who may review a line', () => {
  const line = { buyerUserId: 'buyer', completedAt: new Date(), reviewed: false };

  it('the buyer of a completed order, once', () => {
    expect(reviewPermission(line, 'buyer')).toBe('allowed');
    expect(reviewPermission({ ...line, reviewed: true }, 'buyer')).toBe('already_reviewed');
  });

  it('not before completion', () => {
    expect(reviewPermission({ ...line, completedAt: null }, 'buyer')).toBe('not_completed');
  });

  it('someone else, or a line that does not exist, is not found', () => {
    expect(reviewPermission(line, 'other')).toBe('not_found');
    expect(reviewPermission({ ...line, buyerUserId: null }, 'buyer')).toBe('not_found');
    expect(reviewPermission(null, 'buyer')).toBe('not_found');
  });
});

describe('edit once within 30 days', () => {
  const createdAt = new Date('2026-11-01T00:00:00Z');

  it('allows the first edit up to the 30th day, inclusive', () => {
    expect(editDeadline(createdAt).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(editPermission({ createdAt, editCount: 0 }, new Date(createdAt.getTime() + DAY_MS))).toBe(
      'allowed',
    );
    expect(editPermission({ createdAt, editCount: 0 }, editDeadline(createdAt))).toBe('allowed');
  });

  it('refuses a second edit', () => {
    expect(editPermission({ createdAt, editCount: 1 }, createdAt)).toBe('edit_used');
  });

  it('refuses after 30 days', () => {
    const later = new Date(editDeadline(createdAt).getTime() + 1);
    expect(editPermission({ createdAt, editCount: 0 }, later)).toBe('window_closed');
  });
});

describe('people like me', () => {
  const me = { heightCm: 160, weightKg: 50 };

  it('within ±5 cm and ±5 kg, edges included', () => {
    expect(isLikeMe(me, { heightCm: 165, weightKg: 45 })).toBe(true);
    expect(isLikeMe(me, { heightCm: 155, weightKg: 55 })).toBe(true);
    expect(isLikeMe(me, { heightCm: 160, weightKg: 50 })).toBe(true);
  });

  it('not beyond either bound, nor without a shared body', () => {
    expect(isLikeMe(me, { heightCm: 165.5, weightKg: 50 })).toBe(false);
    expect(isLikeMe(me, { heightCm: 160, weightKg: 44.9 })).toBe(false);
    expect(isLikeMe(me, null)).toBe(false);
  });

  it('reads height and weight from profile measurements, both or nothing', () => {
    expect(bodyOf({ height: 160, weight: 50.5, chest: 80 })).toEqual({ heightCm: 160, weightKg: 50.5 });
    expect(bodyOf({ height: 160 })).toBeNull();
    expect(bodyOf(null)).toBeNull();
  });
});
