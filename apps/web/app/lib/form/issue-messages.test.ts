import { buyerRatingSchema, sellerCancelSchema } from '@cho-dep/core/orders/seller-order-inputs';
import { describe, expect, it } from 'vitest';
import { issueMessages, valueAt } from './issue-messages';

describe('valueAt', () => {
  it('reads a nested value and trims text', () => {
    expect(valueAt({ bank: { name: '  ' } }, 'bank.name')).toBe('');
    expect(valueAt({ phone: '0912' }, 'phone')).toBe('0912');
    expect(valueAt({ phone: null }, 'phone.x')).toBeUndefined();
  });
});

describe('issueMessages', () => {
  const t = (key: string, params?: Record<string, string | number>) =>
    params && Object.keys(params).length > 0 ? `${key} ${JSON.stringify(params)}` : key;

  it('reads a blank box as required, in the form its own words when it has them', () => {
    const values = { reason: '  ' };
    const refused = sellerCancelSchema.safeParse(values);
    if (refused.success) throw new Error('a blank reason must be refused');
    expect(issueMessages(refused.error, values, t)).toEqual([
      { path: 'reason', message: 'validation.required {"min":1}' },
    ]);
    expect(
      issueMessages(refused.error, values, t, { reason: 'sellerOrders.cancelDialog.reasonRequired' }),
    ).toEqual([{ path: 'reason', message: 'sellerOrders.cancelDialog.reasonRequired' }]);
  });

  it('keeps the limit of a refusal as a parameter of its message', () => {
    const values = { stars: 6 };
    const refused = buyerRatingSchema.safeParse(values);
    if (refused.success) throw new Error('six stars must be refused');
    expect(issueMessages(refused.error, values, t)).toEqual([
      { path: 'stars', message: 'validation.tooBig {"max":5}' },
    ]);
  });
});
