import { describe, expect, it } from 'vitest';
import {
  shopFeedbackInputSchema,
  shopFeedbackPermission,
  shopFeedbackReplySchema,
  summariseShopFeedback,
} from './shop-feedback-schemas';

describe('shop feedback input', () => {
  it('takes 1 to 5 stars, 300 characters and one picture', () => {
    expect(shopFeedbackInputSchema.parse({ rating: 5 })).toEqual({ rating: 5, content: '', imageKeys: [] });
    expect(
      shopFeedbackInputSchema.safeParse({ rating: 1, content: 'a'.repeat(300), imageKeys: ['k'] }).success,
    ).toBe(true);
    for (const rating of [0, 6, 2.5])
      expect(shopFeedbackInputSchema.safeParse({ rating }).success).toBe(false);
    expect(shopFeedbackInputSchema.safeParse({ rating: 4, content: 'a'.repeat(301) }).success).toBe(false);
    expect(shopFeedbackInputSchema.safeParse({ rating: 4, imageKeys: ['a', 'b'] }).success).toBe(false);
  });

  it('needs words in a reply, at most 300', () => {
    expect(shopFeedbackReplySchema.safeParse({ content: '  ' }).success).toBe(false);
    expect(shopFeedbackReplySchema.safeParse({ content: 'a'.repeat(300) }).success).toBe(true);
    expect(shopFeedbackReplySchema.safeParse({ content: 'a'.repeat(301) }).success).toBe(false);
  });
});

describe('who may rate a shop', () => {
  it('is a buyer with a completed order, never the owner', () => {
    expect(shopFeedbackPermission({ isShopOwner: false, completedOrders: 1 })).toBe('allowed');
    expect(shopFeedbackPermission({ isShopOwner: false, completedOrders: 0 })).toBe('no_completed_order');
    expect(shopFeedbackPermission({ isShopOwner: true, completedOrders: 3 })).toBe('own_shop');
  });
});

describe('the summary on top', () => {
  it('averages to one decimal and counts per star', () => {
    expect(
      summariseShopFeedback([
        { rating: 5, count: 3 },
        { rating: 4, count: 1 },
        { rating: 1, count: 1 },
      ]),
    ).toEqual({ average: 4, count: 5, distribution: [1, 0, 0, 1, 3] });
    expect(summariseShopFeedback([])).toEqual({ average: 0, count: 0, distribution: [0, 0, 0, 0, 0] });
  });
});
