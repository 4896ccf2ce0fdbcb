import { describe, expect, it } from 'vitest';
import { historyDetailOf } from './history-note';

describe('history notes', () => {
  it('reads a carrier report, the paying gateway and a reason code', () => {
    expect(historyDetailOf('GHN picked')).toEqual({
      kind: 'carrier',
      carrier: 'ghn',
      carrierStatus: 'picked',
    });
    expect(historyDetailOf('GHTK -1')).toEqual({ kind: 'carrier', carrier: 'ghtk', carrierStatus: '-1' });
    expect(historyDetailOf('vnpay')).toEqual({ kind: 'payment', provider: 'vnpay' });
    expect(historyDetailOf('change_items; refund_due')).toEqual({ kind: 'reason', code: 'change_items' });
    expect(historyDetailOf('')).toBeNull();
    expect(historyDetailOf(null)).toBeNull();
  });
});
