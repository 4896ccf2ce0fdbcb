import { describe, expect, it } from 'vitest';
import { deliveryDaysAfterOrder, parcelPreparationDays } from './delivery-days';

describe('delivery days after the order', () => {
  it('adds the preparation time to the carrier days', () => {
    expect(deliveryDaysAfterOrder(11, { min: 2, max: 3 })).toEqual({ min: 13, max: 14 });
    expect(deliveryDaysAfterOrder(2, { min: 1, max: 2 })).toEqual({ min: 3, max: 4 });
  });

  it('takes the slowest product of a parcel', () => {
    expect(parcelPreparationDays([2, 11, 1])).toBe(11);
    expect(parcelPreparationDays([])).toBe(0);
  });
});
