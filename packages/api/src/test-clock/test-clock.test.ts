import { afterEach, describe, expect, it } from 'vitest';
import { isTestClockOn, setTestClockOffset, testClockNow } from './test-clock';

describe('test clock', () => {
  afterEach(() => setTestClockOffset(0));

  it('is on only when TEST_CLOCK says on', () => {
    expect(isTestClockOn({ TEST_CLOCK: 'on' })).toBe(true);
    expect(isTestClockOn({ TEST_CLOCK: 'off' })).toBe(false);
    expect(isTestClockOn({ TEST_CLOCK: undefined })).toBe(false);
  });

  it('runs ahead by the offset and comes back', () => {
    setTestClockOffset(25 * 3_600_000);
    expect(testClockNow().getTime() - Date.now()).toBeGreaterThan(25 * 3_600_000 - 1000);
    setTestClockOffset(0);
    expect(Math.abs(testClockNow().getTime() - Date.now())).toBeLessThan(1000);
  });
});
