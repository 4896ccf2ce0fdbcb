import { describe, expect, it } from 'vitest';
import { playlistSeconds, replayPlaylist } from './replay-playlist';

const run = (segments: number[], closed = true) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-TARGETDURATION:1',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:EVENT',
    '#EXT-X-MAP:URI="init.mp4"',
    ...segments.flatMap((d, i) => [`#EXTINF:${d},`, `seg-${String(i).padStart(5, '0')}.m4s`]),
    ...(closed ? ['#EXT-X-ENDLIST'] : []),
  ].join('\n');

describe('the replay playlist', () => {
  it('strings the runs together with a discontinuity and each run its own init section', () => {
    const text = replayPlaylist([
      { runId: 'ra', text: run([1, 1]) },
      { runId: 'rb', text: run([]) },
      { runId: 'rc', text: run([1, 2.5], false) },
    ]);
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text).toContain('#EXT-X-TARGETDURATION:3');
    expect(text?.match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(1);
    expect(text).toContain('#EXT-X-MAP:URI="ra/init.mp4"');
    expect(text).toContain('rc/seg-00001.m4s');
    expect(text).not.toContain('rb/');
    expect(text?.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });

  it('is nothing when no run has a segment', () => {
    expect(replayPlaylist([{ runId: 'ra', text: run([]) }])).toBeNull();
  });

  it('counts the seconds of a run', () => {
    expect(playlistSeconds(run([1, 1, 0.5]))).toBeCloseTo(2.5);
  });
});
