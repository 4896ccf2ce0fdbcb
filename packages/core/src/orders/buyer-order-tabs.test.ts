import { describe, expect, it } from 'vitest';
import { BUYER_ORDER_TABS, canBuyAgain, canPayAgain, statusOfTab } from './buyer-order-tabs';
import { ORDER_STATUSES } from './order-statuses';

describe('buyer order tabs', () => {
  it('has "all" and one tab per stage', () => {
    expect(BUYER_ORDER_TABS.filter((t) => t !== 'all')).toEqual([...ORDER_STATUSES]);
    expect(statusOfTab('all')).toBeNull();
    expect(statusOfTab('shipping')).toBe('shipping');
  });

  it('offers pay again only for an unpaid pending order before its deadline', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const later = new Date('2026-11-21T10:30:00Z');
    const earlier = new Date('2026-11-21T09:30:00Z');
    expect(canPayAgain({ status: 'pending', paymentStatus: 'unpaid' }, later, now)).toBe(true);
    expect(canPayAgain({ status: 'pending', paymentStatus: 'unpaid' }, earlier, now)).toBe(false);
    expect(canPayAgain({ status: 'pending', paymentStatus: 'unpaid' }, null, now)).toBe(false);
    expect(canPayAgain({ status: 'awaiting_confirmation', paymentStatus: 'paid' }, later, now)).toBe(false);
  });

  it('offers buy again once the order has ended', () => {
    expect(canBuyAgain({ status: 'delivered' })).toBe(true);
    expect(canBuyAgain({ status: 'cancelled' })).toBe(true);
    expect(canBuyAgain({ status: 'shipping' })).toBe(false);
  });
});
