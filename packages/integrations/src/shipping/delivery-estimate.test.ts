import { describe, expect, it } from 'vitest';
import { deliveryWindow } from './delivery-estimate';

describe('deliveryWindow', () => {
  it('adds preparation and delivery days to the day of the order', () => {
    const window = deliveryWindow({
      orderedAt: new Date('2026-03-10T03:00:00Z'), // 10:00 in Vietnam
      preparationDays: 2,
      etaDays: { min: 2, max: 7 },
    });
    expect(window).toEqual({ from: '2026-03-14', to: '2026-03-19' });
  });

  it('counts from the day in Vietnam, not in UTC', () => {
    // 23:30 UTC on 10 March is 06:30 on 11 March in Hà Nội.
    const late = deliveryWindow({
      orderedAt: new Date('2026-03-10T23:30:00Z'),
      preparationDays: 0,
      etaDays: { min: 1, max: 2 },
    });
    expect(late).toEqual({ from: '2026-03-12', to: '2026-03-13' });
    // 16:59 UTC is 23:59 the same day; 17:00 UTC is already the next.
    const at = (iso: string) =>
      deliveryWindow({ orderedAt: new Date(iso), preparationDays: 0, etaDays: { min: 1, max: 1 } }).from;
    expect(at('2026-03-10T16:59:59Z')).toBe('2026-03-11');
    expect(at('2026-03-10T17:00:00Z')).toBe('2026-03-12');
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(
      deliveryWindow({
        orderedAt: new Date('2027-12-28T05:00:00Z'),
        preparationDays: 1,
        etaDays: { min: 2, max: 5 },
      }),
    ).toEqual({ from: '2027-12-31', to: '2028-01-03' });
    expect(
      deliveryWindow({
        orderedAt: new Date('2028-02-27T05:00:00Z'),
        preparationDays: 0,
        etaDays: { min: 2, max: 3 },
      }),
    ).toEqual({ from: '2028-02-29', to: '2028-03-01' });
  });

  it('can use another zone', () => {
    const seoul = deliveryWindow({
      orderedAt: new Date('2026-03-10T15:30:00Z'), // 00:30 on 11 March in Seoul, 22:30 on 10 March in Hà Nội
      preparationDays: 0,
      etaDays: { min: 1, max: 1 },
      timeZone: 'Asia/Seoul',
    });
    expect(seoul.from).toBe('2026-03-12');
  });

  it('refuses impossible input', () => {
    const base = {
      orderedAt: new Date('2026-03-10T03:00:00Z'),
      preparationDays: 1,
      etaDays: { min: 2, max: 7 },
    };
    expect(() => deliveryWindow({ ...base, orderedAt: new Date('nope') })).toThrow(RangeError);
    expect(() => deliveryWindow({ ...base, preparationDays: -1 })).toThrow(RangeError);
    expect(() => deliveryWindow({ ...base, preparationDays: 1.5 })).toThrow(RangeError);
    expect(() => deliveryWindow({ ...base, etaDays: { min: 3, max: 2 } })).toThrow(RangeError);
  });
});
