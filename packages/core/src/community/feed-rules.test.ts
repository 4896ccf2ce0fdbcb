import { describe, expect, it } from 'vitest';
import { engagementOf, popularityScore } from './feed-rules';

const none = { likeCount: 0, replyCount: 0, saveCount: 0, shareCount: 0 };

describe('popularity score', () => {
  it('weighs a share over a save over a reply over a like', () => {
    expect(engagementOf({ ...none, likeCount: 1 })).toBeLessThan(engagementOf({ ...none, replyCount: 1 }));
    expect(engagementOf({ ...none, replyCount: 1 })).toBeLessThan(engagementOf({ ...none, saveCount: 1 }));
    expect(engagementOf({ ...none, saveCount: 1 })).toBeLessThan(engagementOf({ ...none, shareCount: 1 }));
  });

  it('is (1 + w·engagement) / (age + 2)^1.5', () => {
    expect(popularityScore(none, 0)).toBeCloseTo(1 / 2 ** 1.5, 10);
    expect(popularityScore({ ...none, likeCount: 2 }, 2)).toBeCloseTo(2 / 4 ** 1.5, 10);
  });

  it('falls with age at equal engagement and rises with engagement at equal age', () => {
    const counts = { likeCount: 10, replyCount: 2, saveCount: 1, shareCount: 0 };
    expect(popularityScore(counts, 1)).toBeGreaterThan(popularityScore(counts, 5));
    expect(popularityScore({ ...counts, likeCount: 11 }, 5)).toBeGreaterThan(popularityScore(counts, 5));
  });

  it('lets a well-liked day-old post beat a fresh one nobody touched', () => {
    expect(popularityScore({ ...none, likeCount: 200 }, 24)).toBeGreaterThan(popularityScore(none, 0));
    expect(popularityScore({ ...none, likeCount: 1 }, 24)).toBeLessThan(popularityScore(none, 0));
  });

  it('treats a post from the future (clock skew) as brand new', () => {
    expect(popularityScore(none, -3)).toBe(popularityScore(none, 0));
  });
});
