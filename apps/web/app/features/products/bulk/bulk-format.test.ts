import { describe, expect, it } from 'vitest';
import { formatBytes, formatDay, formatStamp } from './bulk-format';

describe('bulk page formats', () => {
  it('shows times in Vietnam time', () => {
    expect(formatStamp('2026-11-21T17:30:00Z')).toBe('22/11/2026 00:30');
    expect(formatDay('2026-11-21T16:59:00Z')).toBe('21/11/2026');
  });

  it('shows file sizes with a decimal comma', () => {
    expect(formatBytes(820)).toBe('820 B');
    expect(formatBytes(12_700)).toBe('12,4 KB');
    expect(formatBytes(1_300_000)).toBe('1,2 MB');
  });
});
