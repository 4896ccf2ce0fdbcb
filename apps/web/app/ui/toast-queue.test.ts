import { describe, expect, it } from 'vitest';
import { withToast } from './toast-queue';

describe('toast queue', () => {
  it('keeps the newest toasts only', () => {
    expect(withToast([], 'a', 2)).toEqual(['a']);
    expect(withToast(['a'], 'b', 2)).toEqual(['a', 'b']);
    expect(withToast(['a', 'b'], 'c', 2)).toEqual(['b', 'c']);
    expect(withToast(['a', 'b'], 'c', 0)).toEqual(['c']);
  });
});
