import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-statuses';
import { buyerRatingWindow, SELLER_ORDER_TABS, sellerSeesRecipientPhone } from './seller-order-rules';

const DAY = 24 * 60 * 60 * 1000;
const t0 = new Date('2026-11-01T03:00:00Z');

describe('seller order rules', () => {
  it('has a tab per stage after "all"', () => {
    expect(SELLER_ORDER_TABS).toEqual(['all', ...ORDER_STATUSES]);
  });

  it('opens buyer rating at delivery and closes it 15 days after completion', () => {
    const delivered = { status: 'delivered' as const, deliveredAt: t0, completedAt: null };
    expect(buyerRatingWindow(delivered, new Date(t0.getTime() + 60 * DAY))).toEqual({
      open: true,
      deadline: null,
    });
    const completed = { ...delivered, completedAt: t0 };
    const deadline = new Date(t0.getTime() + 15 * DAY);
    expect(buyerRatingWindow(completed, deadline)).toEqual({ open: true, deadline });
    expect(buyerRatingWindow(completed, new Date(deadline.getTime() + 1))).toEqual({
      open: false,
      reason: 'closed',
      deadline,
    });
  });

  it('keeps rating closed before delivery and for cancelled orders', () => {
    for (const status of ['awaiting_confirmation', 'awaiting_pickup', 'shipping', 'cancelled'] as const) {
      expect(buyerRatingWindow({ status, deliveredAt: null, completedAt: null }, t0)).toMatchObject({
        open: false,
        reason: 'not_delivered',
      });
    }
    // A parcel returned by the carrier was never delivered even if an old date lingers.
    expect(buyerRatingWindow({ status: 'cancelled', deliveredAt: t0, completedAt: null }, t0).open).toBe(
      false,
    );
    expect(buyerRatingWindow({ status: 'return_refund', deliveredAt: t0, completedAt: null }, t0).open).toBe(
      true,
    );
  });

  it('shows the phone only while the seller has a parcel to send', () => {
    const shown = ORDER_STATUSES.filter(sellerSeesRecipientPhone);
    expect(shown).toEqual(['awaiting_confirmation', 'awaiting_pickup', 'shipping', 'cancellation_pending']);
  });
});
