import { describe, expect, it } from 'vitest';
import { EMAIL_TYPES, emailTypeOf, shouldEmail } from './email-notifications';

describe('order e-mails', () => {
  it('mails the important order events only', () => {
    expect(emailTypeOf('order.shipped')).toBe('order_shipped');
    expect(emailTypeOf('order.admin_cancel')).toBe('order_cancelled');
    expect(emailTypeOf('seller_order.payment_confirmed')).toBe('seller_new_order');
    expect(emailTypeOf('seller_return.requested')).toBe('seller_return_request');
    expect(emailTypeOf('post.reply')).toBeNull();
    expect(emailTypeOf('order.buyer_cancel')).toBeNull();
  });

  it('leaves out a type the member switched off', () => {
    expect(shouldEmail('order.shipped', [])).toBe(true);
    expect(shouldEmail('order.shipped', ['order_shipped'])).toBe(false);
    expect(shouldEmail('order.delivered', ['order_shipped'])).toBe(true);
    expect(shouldEmail('post.reply', [])).toBe(false);
    expect(EMAIL_TYPES).toContain('order_delivered');
  });
});
