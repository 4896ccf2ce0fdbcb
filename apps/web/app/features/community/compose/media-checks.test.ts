import { describe, expect, it } from 'vitest';
import { isVideoFileName, isVideoShortEnough } from './media-checks';

describe('video checks', () => {
  it('takes mp4, webm and mov by extension, in any case', () => {
    expect(isVideoFileName('look.mp4')).toBe(true);
    expect(isVideoFileName('LOOK.MOV')).toBe(true);
    expect(isVideoFileName('a.b.webm')).toBe(true);
    expect(isVideoFileName('clip.avi')).toBe(false);
    expect(isVideoFileName('mp4')).toBe(false);
  });

  it('takes a video shorter than the limit only', () => {
    expect(isVideoShortEnough(59.9)).toBe(true);
    expect(isVideoShortEnough(60)).toBe(false);
    expect(isVideoShortEnough(Number.NaN)).toBe(false);
  });
});
