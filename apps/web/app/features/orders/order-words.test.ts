import { LANGUAGES } from '@cho-dep/core/locale/locales';
import { NOTED_PAYMENT_PROVIDERS } from '@cho-dep/core/orders/history-note';
import { GHN_STATUSES, GHTK_STATUS_IDS } from '@cho-dep/core/shipping/carrier-statuses';
import { translate } from '@cho-dep/i18n/translate';
import { describe, expect, it } from 'vitest';
import { carrierStatusWords, historyDetailWords } from './order-words';

describe('carrier statuses and gateways in words', () => {
  it('names every GHN and GHTK status and every gateway in vi, en and ko', () => {
    for (const language of LANGUAGES) {
      const t = (key: string, options?: Record<string, unknown>) =>
        translate(language, key, options as Record<string, string>);
      const words = [
        ...GHN_STATUSES.map((code) => carrierStatusWords(t, 'ghn', code)),
        ...GHTK_STATUS_IDS.map((id) => carrierStatusWords(t, 'ghtk', String(id))),
        ...NOTED_PAYMENT_PROVIDERS.map((provider) => historyDetailWords(t, { kind: 'payment', provider })),
      ];
      for (const word of words) {
        expect(word, language).not.toMatch(/^(orders\.|GHN|GHTK|vnpay|momo|zalopay|-?\d+$)/);
      }
      expect(new Set(words).size, language).toBeGreaterThan(30);
    }
  });

  it('never shows a raw carrier note in the timeline', () => {
    const t = (key: string, options?: Record<string, unknown>) =>
      translate('vi', key, options as Record<string, string>);
    expect(historyDetailWords(t, { kind: 'carrier', carrier: 'ghn', carrierStatus: 'picked' })).toBe(
      'Giao Hàng Nhanh: Đã lấy hàng thành công',
    );
    expect(historyDetailWords(t, { kind: 'payment', provider: 'vnpay' })).toBe('Qua VNPay');
  });
});
