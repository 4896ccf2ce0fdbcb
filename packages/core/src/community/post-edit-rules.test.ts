import { describe, expect, it } from 'vitest';
import { mediaReplacements } from './post-edit-rules';

const post = (imageKeys: string[], videoKey: string | null = null) => ({ imageKeys, videoKey });

describe('media replacements on edit', () => {
  it('counts a picture swapped for a new one', () => {
    expect(mediaReplacements(post(['a', 'b', 'c']), post(['a', 'x', 'c']))).toBe(1);
    expect(mediaReplacements(post(['a', 'b', 'c']), post(['x', 'y', 'c']))).toBe(2);
  });

  it('does not count adding, removing or reordering', () => {
    expect(mediaReplacements(post(['a']), post(['a', 'x', 'y']))).toBe(0);
    expect(mediaReplacements(post(['a', 'b', 'c']), post(['c']))).toBe(0);
    expect(mediaReplacements(post(['a', 'b']), post(['b', 'a']))).toBe(0);
    expect(mediaReplacements(post(['a', 'b']), post(['a', 'b']))).toBe(0);
  });

  it('counts only as many as were both taken out and put in', () => {
    expect(mediaReplacements(post(['a', 'b', 'c']), post(['x']))).toBe(1);
    expect(mediaReplacements(post(['a']), post(['x', 'y', 'z']))).toBe(1);
  });

  it('treats a video like a picture', () => {
    expect(mediaReplacements(post([], 'v1.mp4'), post([], 'v2.mp4'))).toBe(1);
    expect(mediaReplacements(post(['a', 'b']), post([], 'v.mp4'))).toBe(1);
    expect(mediaReplacements(post([], 'v.mp4'), post([], null))).toBe(0);
  });
});
