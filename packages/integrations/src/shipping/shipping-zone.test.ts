import { describe, expect, it } from 'vitest';
import { BUSAN, DA_NANG, HA_NOI, HAI_PHONG, HO_CHI_MINH, SEOUL } from './shipping-test-data';
import { shippingZone } from './shipping-zone';

describe('shippingZone', () => {
  it('tells same province, same region and other region apart in Vietnam', () => {
    expect(shippingZone('VN', HA_NOI, HA_NOI)).toBe('same_province');
    expect(shippingZone('VN', HA_NOI, HAI_PHONG)).toBe('same_region');
    expect(shippingZone('VN', HA_NOI, DA_NANG)).toBe('other_region');
    expect(shippingZone('VN', HO_CHI_MINH, HA_NOI)).toBe('other_region');
    expect(shippingZone('VN', '92', HO_CHI_MINH)).toBe('same_region'); // Cần Thơ
  });

  it('returns null when a Vietnamese code is unknown', () => {
    expect(shippingZone('VN', HA_NOI, '99')).toBeNull();
    expect(shippingZone('VN', '99', HA_NOI)).toBeNull();
    expect(shippingZone('VN', '99', '99')).toBeNull();
  });

  it('treats Korea as one region', () => {
    expect(shippingZone('KO', SEOUL, SEOUL)).toBe('same_province');
    expect(shippingZone('KO', SEOUL, BUSAN)).toBe('same_region');
  });
});
