import { describe, expect, it } from 'vitest';
import { ghtkFeeRequest } from './ghtk-fee-request';
import { quoteRequest } from './shipping-test-data';

describe('ghtkFeeRequest', () => {
  it('shapes the query of GHTK GET /services/shipment/fee', () => {
    const request = ghtkFeeRequest(quoteRequest({ weightGrams: 1_500, goodsValue: 3_000_000 }), {
      pickProvince: 'Hà Nội',
      pickWard: 'Phường Ba Đình',
      province: 'Hà Nội',
      ward: 'Phường Hoàn Kiếm',
    });
    expect(request).toEqual({
      method: 'GET',
      path: '/services/shipment/fee',
      query: {
        pick_province: 'Hà Nội',
        pick_ward: 'Phường Ba Đình',
        province: 'Hà Nội',
        ward: 'Phường Hoàn Kiếm',
        weight: '1500',
        value: '3000000',
        transport: 'road',
        deliver_option: 'none',
      },
    });
    expect(new URLSearchParams({ ...request.query }).get('weight')).toBe('1500');
  });

  it("asks for 'xteam' when express, and leaves out unknown wards", () => {
    const { query } = ghtkFeeRequest(quoteRequest({ express: true }), {
      pickProvince: 'Hà Nội',
      pickWard: null,
      province: 'Hà Nội',
      ward: null,
    });
    expect(query.deliver_option).toBe('xteam');
    expect(query).not.toHaveProperty('pick_ward');
    expect(query).not.toHaveProperty('ward');
  });
});
