import { formatDateTime, formatDay } from '@cho-dep/core/format/date-time';
import { describe, expect, it } from 'vitest';
import { readHistoryNote } from './order-format';

describe('seller order formatting', () => {
  it('shows times in Vietnam time', () => {
    expect(formatDateTime('2026-11-21T17:05:00Z')).toBe('22/11/2026 00:05');
    expect(formatDay('2026-11-24')).toBe('24/11/2026');
  });

  it('splits history notes into the event and its reason', () => {
    expect(readHistoryNote('seller_confirm')).toEqual({ event: 'seller_confirm', detail: null });
    expect(readHistoryNote('seller_cancel: Hết hàng; refund_due')).toEqual({
      event: 'seller_cancel',
      detail: 'Hết hàng',
    });
    expect(readHistoryNote(null)).toEqual({ event: null, detail: null });
  });
});
