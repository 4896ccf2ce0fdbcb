import { describe, expect, it } from 'vitest';
import { SHIPPING_METHODS } from './carrier';
import { createCarriers } from './carriers';
import { HO_CHI_MINH, quoteRequest } from './shipping-test-data';

describe('createCarriers', () => {
  it('has one carrier per shipping method, each knowing its method', () => {
    const carriers = createCarriers();
    expect(Object.keys(carriers).sort()).toEqual([...SHIPPING_METHODS].sort());
    for (const method of SHIPPING_METHODS) expect(carriers[method].method).toBe(method);
  });

  it('quotes the same parcel differently per method', async () => {
    const carriers = createCarriers();
    const request = quoteRequest({ to: { provinceCode: HO_CHI_MINH }, weightGrams: 1_200 });
    const fees = await Promise.all(SHIPPING_METHODS.map((method) => carriers[method].quote(request)));
    expect(fees.map((quote) => (quote.ok ? quote.fee : quote.reason))).toEqual([35_000, 35_000, 42_000]);
  });
});
