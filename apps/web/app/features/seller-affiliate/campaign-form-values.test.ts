import { campaignInputSchema } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { describe, expect, it } from 'vitest';
import { campaignInputOf, campaignValuesOf } from './campaign-form-values';

const now = new Date('2026-11-29T01:00:00Z');

describe('campaign form values', () => {
  it('reads a rate typed with a comma, Vietnam times and one e-mail a line into the API body', () => {
    const values = {
      ...campaignValuesOf(null, now),
      name: 'Sale 12.12',
      ratePercent: '12,5',
      productIds: ['9b7c0c1e-2f7a-4d55-9f7e-0d6a3f1b2c3d'],
      startsAt: '2026-12-01T00:00',
      endsAt: '2026-12-13T00:00',
      audience: 'invited' as const,
      invitees: 'linh@example.vn\n  mai@example.vn, \n',
    };
    const body = campaignInputOf(values);
    expect(body).toMatchObject({
      ratePercent: 12.5,
      startsAt: '2026-11-30T17:00:00.000Z',
      invitees: ['linh@example.vn', 'mai@example.vn'],
    });
    expect(campaignInputSchema.safeParse(body).success).toBe(true);
  });

  it('leaves the invitees out for a campaign open to all, and a blank rate for the schema to refuse', () => {
    const body = campaignInputOf({ ...campaignValuesOf(null, now), invitees: 'x@example.vn' });
    expect(body.invitees).toEqual([]);
    expect(body.ratePercent).toBeUndefined();
  });

  it('fills the form back from a saved campaign', () => {
    const values = campaignValuesOf(
      {
        name: 'A',
        description: '',
        ratePercent: 15,
        products: [{ id: 'p1' }],
        startsAt: '2026-11-30T17:00:00.000Z',
        endsAt: '2026-12-12T17:00:00.000Z',
        audience: 'invited',
        invitees: ['a@example.vn', 'b@example.vn'],
      },
      now,
    );
    expect(values).toMatchObject({
      ratePercent: '15',
      productIds: ['p1'],
      startsAt: '2026-12-01T00:00',
      invitees: 'a@example.vn\nb@example.vn',
    });
  });
});
