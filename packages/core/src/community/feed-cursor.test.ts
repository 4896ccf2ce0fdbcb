import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeForYouCursor,
  encodeTimeCursor,
  forYouCursorSchema,
  timeCursorSchema,
} from './feed-cursor';

const id = '0b7c6a3e-58f4-4e0e-9a55-2f4a0a1c9d11';

describe('feed cursors', () => {
  it('round-trip a time position', () => {
    const createdAt = '2026-11-27T10:00:00.123456Z';
    const cursor = encodeTimeCursor({ createdAt, id });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(timeCursorSchema, cursor)).toEqual({ v: 1, t: createdAt, i: id });
  });

  it('round-trip a reading-session position', () => {
    const cursor = encodeForYouCursor({ s: id, o: 40 });
    expect(decodeCursor(forYouCursorSchema, cursor)).toEqual({ v: 1, s: id, o: 40 });
  });

  it('refuse what is not a cursor of that feed', () => {
    const forYou = encodeForYouCursor({ s: id, o: 20 });
    for (const bad of [
      '',
      'not a cursor!',
      'AAAA',
      forYou.slice(0, -3),
      btoa('{"v":1,"t":"yesterday","i":"x"}'),
      btoa(JSON.stringify({ v: 2, t: new Date().toISOString(), i: id })),
      'x'.repeat(600),
    ]) {
      expect(decodeCursor(timeCursorSchema, bad)).toBeNull();
    }
    expect(decodeCursor(timeCursorSchema, forYou)).toBeNull();
    expect(
      decodeCursor(forYouCursorSchema, encodeTimeCursor({ createdAt: new Date().toISOString(), id })),
    ).toBeNull();
    expect(decodeCursor(forYouCursorSchema, encodeForYouCursor({ s: id, o: -1 }))).toBeNull();
  });
});
