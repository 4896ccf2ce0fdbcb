import { BODY_MEASUREMENT_KEYS } from '@cho-dep/core/profile/profile-schemas';
import { describe, expect, it } from 'vitest';
import { toDrafts, toUpdate, unitOf } from './measurement-values';

describe('body measurement form values', () => {
  it('uses kg for weight and cm for the rest', () => {
    expect(unitOf('weight')).toBe('kg');
    expect(unitOf('height')).toBe('cm');
    expect(unitOf('pantsLength')).toBe('cm');
  });

  it('turns stored numbers into text and back', () => {
    const drafts = toDrafts({ height: 162, weight: 51.5 });
    expect(drafts).toEqual({ height: '162', weight: '51.5' });
    const update = toUpdate(BODY_MEASUREMENT_KEYS, drafts);
    expect(update.height).toBe(162);
    expect(update.weight).toBe(51.5);
    expect(update.chest).toBeNull();
  });

  it('reads a decimal comma and keeps nonsense for the schema to refuse', () => {
    const update = toUpdate(['weight', 'hip'], { weight: '51,5', hip: 'abc' });
    expect(update.weight).toBe(51.5);
    expect(update.hip).toBe('abc');
  });
});
