import { describe, expect, it } from 'vitest';
import { PREFIX_FILTER_RATIO, prefixAsFilter } from './prefix-filter';

describe('prefixAsFilter', () => {
  it('checks a prefix on the rows when it is far more common than the rarest other word', () => {
    expect(prefixAsFilter(331_000, [10_600])).toBe(true);
    expect(prefixAsFilter(331_000, [103_000, 43_000])).toBe(true);
    expect(prefixAsFilter(331_000, [93_600, 273_900])).toBe(false);
    expect(prefixAsFilter(107_700, [25_300])).toBe(false);
    expect(prefixAsFilter(9_000, [150_000])).toBe(false);
    expect(prefixAsFilter(PREFIX_FILTER_RATIO * 100, [100])).toBe(false);
    expect(prefixAsFilter(PREFIX_FILTER_RATIO * 100 + 1, [100])).toBe(true);
  });

  it('keeps a lone word in the index, and sends a known prefix after a word nobody uses to the rows', () => {
    expect(prefixAsFilter(331_000, [])).toBe(false);
    expect(prefixAsFilter(5, [0, 40])).toBe(true);
    expect(prefixAsFilter(0, [0])).toBe(false);
  });
});
