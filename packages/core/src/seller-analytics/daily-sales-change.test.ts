import { describe, expect, it } from 'vitest';
import { dailySalesChange } from './daily-sales-change';

describe('dailySalesChange', () => {
  it('counts an order placed for cash on delivery at once', () => {
    expect(dailySalesChange(null, 'awaiting_confirmation')).toBe(1);
  });

  it('waits for an online payment before counting the order', () => {
    expect(dailySalesChange(null, 'pending')).toBe(0);
    expect(dailySalesChange('pending', 'awaiting_confirmation')).toBe(1);
  });

  it('takes a cancelled order off, but never one that never counted', () => {
    expect(dailySalesChange('awaiting_pickup', 'cancelled')).toBe(-1);
    expect(dailySalesChange('pending', 'cancelled')).toBe(0);
  });

  it('leaves moves between counted stages alone, returns included', () => {
    expect(dailySalesChange('shipping', 'delivered')).toBe(0);
    expect(dailySalesChange('delivered', 'return_refund')).toBe(0);
  });
});
