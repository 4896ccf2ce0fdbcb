import { LIMITS } from '../constants/limits';
import { AppError } from '../errors/app-error';
import type { VideoKind } from '../reviews/video-signature';

/**
 * How long an uploaded video plays, read from its container (no decoder on the server):
 * MP4 and QuickTime keep it in the movie header ('mvhd' inside 'moov', which may come after
 * the media data); WebM keeps it as Duration in the Segment's Info, in TimecodeScale units.
 * Recorders that stream WebM (a phone browser's MediaRecorder) leave Duration out; then the
 * last block's time stands for the length. Null when the file says neither.
 */
export function videoDurationSeconds(bytes: Uint8Array, kind: VideoKind): number | null {
  return kind === 'webm' ? webmDuration(bytes) : mp4Duration(bytes);
}

/**
 * product.md §5: "Video must be shorter than N seconds", N per kind of video (a post's
 * LIMITS.post.videoMaxSeconds, a product's and a review's their own). A video whose length
 * cannot be read is refused as an unsupported file: the limit could not be checked.
 */
export function checkVideoLength(seconds: number | null, max: number = LIMITS.post.videoMaxSeconds): number {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) {
    throw new AppError('UNSUPPORTED_FILE', { detail: 'video length unreadable' });
  }
  if (seconds >= max) throw new AppError('VIDEO_TOO_LONG', { params: { seconds: max } });
  return seconds;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

interface Box {
  type: string;
  /** Where the box's content starts and where the box ends. */
  body: number;
  end: number;
}

function* boxes(bytes: Uint8Array, from: number, to: number): Generator<Box> {
  const data = view(bytes);
  let at = from;
  while (at + 8 <= to) {
    let size = data.getUint32(at);
    const type = fourCc(bytes, at + 4);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = Number(data.getBigUint64(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < body - at) return;
    const end = Math.min(at + size, to);
    yield { type, body, end };
    at += size;
  }
}

function mp4Duration(bytes: Uint8Array): number | null {
  const data = view(bytes);
  for (const box of boxes(bytes, 0, bytes.length)) {
    if (box.type !== 'moov') continue;
    for (const child of boxes(bytes, box.body, box.end)) {
      if (child.type !== 'mvhd') continue;
      const version = bytes[child.body];
      // version, flags, creation and modification times, then time scale and duration.
      const at = child.body + 4 + (version === 1 ? 16 : 8);
      if (at + (version === 1 ? 12 : 8) > child.end) return null;
      const timescale = data.getUint32(at);
      const duration = version === 1 ? Number(data.getBigUint64(at + 4)) : data.getUint32(at + 4);
      return timescale > 0 ? duration / timescale : null;
    }
  }
  return null;
}

const EBML = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;

/** Elements whose children are read in place (the rest are skipped by their size). */
const ENTERED = new Set<number>([EBML.segment, EBML.cluster, EBML.blockGroup]);

interface Vint {
  value: number;
  length: number;
  /** All value bits set: a size not known in advance (streamed files). */
  unknown: boolean;
}

function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): Vint | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] as number;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(bytes: Uint8Array, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + (bytes[at + i] as number);
  return value;
}

function readFloat(bytes: Uint8Array, at: number, size: number): number | null {
  if (size === 4) return view(bytes).getFloat32(at);
  if (size === 8) return view(bytes).getFloat64(at);
  return null;
}

function webmDuration(bytes: Uint8Array): number | null {
  let scale = 1_000_000;
  let clusterTime = 0;
  let lastBlock: number | null = null;
  let at = 0;
  while (at < bytes.length) {
    const id = readVint(bytes, at, true);
    if (!id) break;
    const size = readVint(bytes, at + id.length, false);
    if (!size) break;
    const body = at + id.length + size.length;
    if (ENTERED.has(id.value)) {
      at = body;
      continue;
    }
    if (size.unknown) break;
    const end = body + size.value;
    if (id.value === EBML.info) {
      let duration: number | null = null;
      for (let inner = body; inner < end; ) {
        const childId = readVint(bytes, inner, true);
        const childSize = childId && readVint(bytes, inner + childId.length, false);
        if (!childId || !childSize || childSize.unknown) break;
        const childBody = inner + childId.length + childSize.length;
        if (childId.value === EBML.timecodeScale) scale = readUint(bytes, childBody, childSize.value);
        if (childId.value === EBML.duration) duration = readFloat(bytes, childBody, childSize.value);
        inner = childBody + childSize.value;
      }
      if (duration !== null && scale > 0) return (duration * scale) / 1e9;
    } else if (id.value === EBML.clusterTimecode) {
      clusterTime = readUint(bytes, body, size.value);
    } else if (id.value === EBML.simpleBlock || id.value === EBML.block) {
      const track = readVint(bytes, body, false);
      if (track && body + track.length + 2 <= bytes.length) {
        const relative = view(bytes).getInt16(body + track.length);
        lastBlock = Math.max(lastBlock ?? 0, clusterTime + relative);
      }
    }
    at = end;
  }
  return lastBlock === null ? null : (lastBlock * scale) / 1e9;
}
