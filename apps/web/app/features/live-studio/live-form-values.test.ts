import { liveInputSchema } from '@cho-dep/core/live/live-schemas';
import { describe, expect, it } from 'vitest';
import { emptyLiveValues, liveInputOf, soonest } from './live-form-values';

describe('the live form values', () => {
  const now = new Date('2026-11-28T10:00:30Z');

  it('starts a new live in an hour, Vietnam time, on the minute', () => {
    expect(emptyLiveValues(now).scheduledAt).toBe('2026-11-28T18:00');
  });

  it('"Live ngay" is at least a minute ahead even after the seconds are cut', () => {
    const start = new Date(liveInputOf({ ...emptyLiveValues(now), scheduledAt: soonest(now) }).scheduledAt);
    expect(start.getTime() - now.getTime()).toBeGreaterThanOrEqual(60_000);
  });

  it('sends what the shared schema takes, the products in the chosen order', () => {
    const ids = ['6f1c2a36-0f7d-4a0b-9d2c-8e4b5a7c1d01', '6f1c2a36-0f7d-4a0b-9d2c-8e4b5a7c1d02'];
    const input = liveInputOf({
      title: ' Sale tối nay ',
      cover: null,
      scheduledAt: '2026-11-28T20:00',
      products: ids.map((id) => ({ id, name: id, image: null, price: 100_000 })),
      voucherIds: [],
    });
    const parsed = liveInputSchema.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      title: 'Sale tối nay',
      scheduledAt: new Date('2026-11-28T13:00:00.000Z'),
      productIds: ids,
      coverKey: null,
    });
  });

  it('an empty start box is refused by the schema, not sent as a date', () => {
    expect(
      liveInputSchema.safeParse(liveInputOf({ ...emptyLiveValues(now), title: 'x', scheduledAt: '' }))
        .success,
    ).toBe(false);
  });
});
