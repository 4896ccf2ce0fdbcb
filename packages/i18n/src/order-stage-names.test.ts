import { describe, expect, it } from 'vitest';
import { translate } from './translate';

/** product.md §4 names the first stage for the buyer and the seller alike. */
describe('the first order stage', () => {
  it('is "Pending system confirmation" in the buyer tabs, the buyer status and the seller list', () => {
    for (const key of ['orders.tabs.pending', 'orders.status.pending', 'sellerOrders.tabs.pending']) {
      expect(translate('vi', key)).toBe('Chờ hệ thống xác nhận');
      expect(translate('en', key)).toBe('Pending system confirmation');
      expect(translate('ko', key)).toBe('시스템 확인 대기');
    }
  });
});
