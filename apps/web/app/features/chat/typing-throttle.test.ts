import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypingThrottle } from './typing-throttle';

describe('createTypingThrottle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says typing once per 3 s while keys keep coming, and stopped 4 s after the last', () => {
    const sent: boolean[] = [];
    const throttle = createTypingThrottle((typing) => sent.push(typing), { now: () => Date.now() });
    throttle.input();
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(500);
      throttle.input();
    }
    // 5 s of typing: the first key, then one reminder at 3 s.
    expect(sent).toEqual([true, true]);
    vi.advanceTimersByTime(3999);
    expect(sent).toEqual([true, true]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([true, true, false]);
  });

  it('stops at once on send, and says nothing when it was not typing', () => {
    const sent: boolean[] = [];
    const throttle = createTypingThrottle((typing) => sent.push(typing));
    throttle.stop();
    expect(sent).toEqual([]);
    throttle.input();
    throttle.stop();
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([true, false]);
    throttle.input();
    expect(sent).toEqual([true, false, true]);
  });
});
