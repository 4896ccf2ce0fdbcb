import { describe, expect, it } from 'vitest';
import { isPushMoment, promptIsQuiet } from './push-moments';

describe('when to offer browser notifications', () => {
  it('offers them after an order is placed or a chat is opened, nowhere else', () => {
    expect(isPushMoment('/thanh-toan/ket-qua/abc')).toBe(true);
    expect(isPushMoment('/tro-chuyen')).toBe(true);
    expect(isPushMoment('/ban-hang/tro-chuyen')).toBe(true);
    expect(isPushMoment('/')).toBe(false);
    expect(isPushMoment('/thanh-toan')).toBe(false);
    expect(isPushMoment('/san-pham/1')).toBe(false);
  });

  it('stays away for a week after "Not now"', () => {
    const day = 24 * 60 * 60 * 1000;
    expect(promptIsQuiet(null, 10 * day)).toBe(false);
    expect(promptIsQuiet(day, 7 * day)).toBe(true);
    expect(promptIsQuiet(day, 8 * day)).toBe(false);
  });
});
