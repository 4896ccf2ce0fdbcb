import { describe, expect, it } from 'vitest';
import { clockTime, dayLabel, roomTime } from './chat-time';

const now = new Date('2026-11-28T04:00:00.000Z'); // 11:00 in Hồ Chí Minh City

describe('chat times', () => {
  it('writes the clock in Vietnam time', () => {
    expect(clockTime('2026-11-28T03:05:00.000Z')).toBe('10:05');
  });

  it('groups today under its word, the week as relative days, older days as dates', () => {
    expect(dayLabel('2026-11-27T18:00:00.000Z', now, 'vi', 'Hôm nay')).toBe('Hôm nay');
    expect(dayLabel('2026-11-26T04:00:00.000Z', now, 'vi', 'Hôm nay')).toBe('2 ngày trước');
    expect(dayLabel('2026-11-10T04:00:00.000Z', now, 'vi', 'Hôm nay')).toBe('10/11/2026');
    expect(dayLabel('2026-11-10T04:00:00.000Z', now, 'ko', '오늘')).toBe('2026. 11. 10.');
  });

  it('says how long ago a room spoke', () => {
    expect(roomTime('2026-11-28T03:55:00.000Z', now, 'en')).toBe('5 minutes ago');
  });
});
