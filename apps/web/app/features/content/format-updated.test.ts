import { describe, expect, it } from 'vitest';
import { formatUpdated } from './format-updated';

describe('formatUpdated', () => {
  it('writes the date the way each language reads it', () => {
    expect(formatUpdated('2026-11-05', 'vi')).toBe('05/11/2026');
    expect(formatUpdated('2026-11-05', 'en')).toBe('05/11/2026');
    expect(formatUpdated('2026-11-05', 'ko')).toBe('2026. 11. 05.');
  });
});
