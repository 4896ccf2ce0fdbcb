/**
 * Which files of a live's HLS output may be served, and how (decision 062). A live's video is
 * written by ffmpeg as one folder per ingest run: `index.m3u8`, `init.mp4` and `seg-NNNNN.m4s`.
 */

/** Names ffmpeg writes and nothing else: no dots to climb out, no half-written `.tmp` files. */
const FILE_NAME = /^(index\.m3u8|init\.mp4|seg-\d{5,9}\.m4s)$/;
/** Run folders are time-ordered ids made by `newRunId`. */
const RUN_ID = /^r[0-9a-z]{8,16}$/;
/** Live ids as the live domain makes them (uuids); nothing that could name another folder. */
const LIVE_ID = /^[0-9A-Za-z-]{1,64}$/;

export type HlsFileKind = 'playlist' | 'init' | 'segment';

export function isServableFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

export function isRunId(value: string): boolean {
  return RUN_ID.test(value);
}

export function isLiveId(value: string): boolean {
  return LIVE_ID.test(value);
}

export function fileKind(name: string): HlsFileKind {
  if (name.endsWith('.m3u8')) return 'playlist';
  return name === 'init.mp4' ? 'init' : 'segment';
}

export function contentTypeOf(kind: HlsFileKind): string {
  if (kind === 'playlist') return 'application/vnd.apple.mpegurl';
  // RFC 8216 names video/mp4 for the init section; segments are `video/iso.segment`, which some
  // older players refuse, so both go out as MP4.
  return 'video/mp4';
}

/** A playlist with this tag is closed: no segment will be added (the run, or the live, ended). */
export function isClosedPlaylist(text: string): boolean {
  return /^#EXT-X-ENDLIST\s*$/m.test(text);
}

/**
 * A live playlist changes every second: players must ask again each time (a cache in between
 * would hold viewers seconds behind). Segments, the init section and a closed playlist never
 * change again under the same name: cached for a year by browsers and any CDN.
 */
export function cacheControlOf(kind: HlsFileKind, closed: boolean): string {
  if (kind === 'playlist' && !closed) return 'no-store';
  return 'public, max-age=31536000, immutable';
}

export interface ByteRange {
  start: number;
  /** Inclusive, as in Content-Range. */
  end: number;
}

/**
 * The one range of a `Range: bytes=...` header (players and the replay's seeking ask for one).
 * `undefined` when there is no usable header (the whole file is sent), `'unsatisfiable'` for a
 * range starting past the end (416).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, from, to] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return undefined;
  return { start, end };
}

/** Time-ordered run ids: a later ingest run of the same live sorts after the earlier ones. */
export function newRunId(now: Date, random: number): string {
  const time = now.getTime().toString(36).padStart(9, '0');
  const tail = Math.floor(random * 36 ** 3)
    .toString(36)
    .padStart(3, '0');
  return `r${time}${tail}`;
}

/**
 * Whether ffmpeg can copy the recorder's video as it is (H.264, as Chromium records when asked):
 * copying costs next to no CPU; anything else (VP8/VP9 from other browsers) is encoded to H.264.
 */
export function canCopyVideo(mimeType: string): boolean {
  return /avc1|h264/i.test(mimeType);
}
