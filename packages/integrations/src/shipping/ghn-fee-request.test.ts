import { describe, expect, it } from 'vitest';
import { ghnFeeRequest } from './ghn-fee-request';
import { HO_CHI_MINH, quoteRequest } from './shipping-test-data';

const PLACE = { fromDistrictId: 1442, fromWardCode: '20109', toDistrictId: 1454, toWardCode: '21211' };

describe('ghnFeeRequest', () => {
  it('shapes the body of GHN POST /shiip/public-api/v2/shipping-order/fee', () => {
    const request = ghnFeeRequest(
      quoteRequest({ to: { provinceCode: HO_CHI_MINH }, weightGrams: 1_200 }),
      PLACE,
    );
    expect(request).toEqual({
      method: 'POST',
      path: '/shiip/public-api/v2/shipping-order/fee',
      body: {
        service_type_id: 2,
        from_district_id: 1442,
        from_ward_code: '20109',
        to_district_id: 1454,
        to_ward_code: '21211',
        weight: 1_200,
        insurance_value: 200_000,
        coupon: null,
      },
    });
  });

  it('asks for the Express service and caps the declared value as GHN does', () => {
    const { body } = ghnFeeRequest(quoteRequest({ express: true, goodsValue: 12_000_000 }), PLACE);
    expect(body.service_type_id).toBe(1);
    expect(body.insurance_value).toBe(5_000_000);
  });
});
