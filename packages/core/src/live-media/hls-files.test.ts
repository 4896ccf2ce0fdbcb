import { describe, expect, it } from 'vitest';
import {
  cacheControlOf,
  canCopyVideo,
  contentTypeOf,
  fileKind,
  isClosedPlaylist,
  isRunId,
  isServableFileName,
  newRunId,
  parseByteRange,
} from './hls-files';

describe('live HLS files', () => {
  it('serves only the names ffmpeg writes', () => {
    for (const name of ['index.m3u8', 'init.mp4', 'seg-00001.m4s', 'seg-123456789.m4s'])
      expect(isServableFileName(name)).toBe(true);
    for (const name of ['../index.m3u8', 'index.m3u8.tmp', 'seg-1.m4s', 'seg-00001.m4s.tmp', 'x.mp4', ''])
      expect(isServableFileName(name)).toBe(false);
  });

  it('never lets a cache hold an open live playlist, and keeps the rest for a year', () => {
    expect(cacheControlOf('playlist', false)).toBe('no-store');
    expect(cacheControlOf('playlist', true)).toContain('immutable');
    expect(cacheControlOf('segment', false)).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('init', false)).toContain('immutable');
  });

  it('names kinds and content types', () => {
    expect(fileKind('index.m3u8')).toBe('playlist');
    expect(fileKind('init.mp4')).toBe('init');
    expect(fileKind('seg-00002.m4s')).toBe('segment');
    expect(contentTypeOf('playlist')).toBe('application/vnd.apple.mpegurl');
    expect(contentTypeOf('segment')).toBe('video/mp4');
  });

  it('sees a closed playlist', () => {
    expect(isClosedPlaylist('#EXTM3U\n#EXTINF:1.0,\nseg-00000.m4s\n#EXT-X-ENDLIST\n')).toBe(true);
    expect(isClosedPlaylist('#EXTM3U\n#EXTINF:1.0,\nseg-00000.m4s\n')).toBe(false);
  });

  it('reads one byte range', () => {
    expect(parseByteRange(undefined, 100)).toBeUndefined();
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseByteRange('items=0-1', 100)).toBeUndefined();
  });

  it('orders runs by time', () => {
    const first = newRunId(new Date('2026-11-28T10:00:00Z'), 0.99);
    const second = newRunId(new Date('2026-11-28T10:00:01Z'), 0);
    expect(isRunId(first) && isRunId(second)).toBe(true);
    expect(first < second).toBe(true);
  });

  it('copies H.264 and encodes the rest', () => {
    expect(canCopyVideo('video/webm;codecs=h264,opus')).toBe(true);
    expect(canCopyVideo('video/x-matroska;codecs=avc1.42E01E,opus')).toBe(true);
    expect(canCopyVideo('video/webm;codecs=vp8,opus')).toBe(false);
  });
});
