import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import { AppError } from '../errors/app-error';
import { checkVideoLength, videoDurationSeconds } from './video-duration';

function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const size = 8 + parts.reduce((sum, p) => sum + p.length, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set(new TextEncoder().encode(type), 4);
  let at = 8;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function mvhd(version: 0 | 1, timescale: number, duration: number): Uint8Array {
  const body = new Uint8Array(version === 1 ? 4 + 16 + 12 + 80 : 4 + 8 + 8 + 80);
  const data = new DataView(body.buffer);
  body[0] = version;
  const at = 4 + (version === 1 ? 16 : 8);
  data.setUint32(at, timescale);
  if (version === 1) data.setBigUint64(at + 4, BigInt(duration));
  else data.setUint32(at + 4, duration);
  return box('mvhd', body);
}

const ftyp = (brand: string) => box('ftyp', new TextEncoder().encode(`${brand}\0\0\0\0isom`));

/** An EBML element: id bytes, an 8-byte size, then the body. */
function el(id: number[], ...parts: Uint8Array[]): Uint8Array {
  const length = parts.reduce((sum, p) => sum + p.length, 0);
  const size = [0x01, 0, 0, 0, 0, 0, 0, 0];
  let rest = length;
  for (let i = 7; i >= 1; i--) {
    size[i] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
  return concat(new Uint8Array(id), new Uint8Array(size), ...parts);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const float64 = (value: number) => {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setFloat64(0, value);
  return out;
};
const uint = (value: number, bytes: number) => {
  const out = new Uint8Array(bytes);
  for (let i = bytes - 1, rest = value; i >= 0; i--, rest = Math.floor(rest / 256)) out[i] = rest & 0xff;
  return out;
};
const ebmlHeader = el([0x1a, 0x45, 0xdf, 0xa3], el([0x42, 0x82], new TextEncoder().encode('webm')));
const SEGMENT = [0x18, 0x53, 0x80, 0x67];
const INFO = [0x15, 0x49, 0xa9, 0x66];
const SCALE = [0x2a, 0xd7, 0xb1];
const DURATION = [0x44, 0x89];
const CLUSTER = [0x1f, 0x43, 0xb6, 0x75];

describe('video duration from the container', () => {
  it('reads an MP4 movie header (version 0 and 1)', () => {
    expect(videoDurationSeconds(concat(ftyp('isom'), box('moov', mvhd(0, 1000, 12_500))), 'mp4')).toBe(12.5);
    expect(videoDurationSeconds(concat(ftyp('isom'), box('moov', mvhd(1, 600, 36_000))), 'mp4')).toBe(60);
  });

  it('finds the movie header after the media data (no fast start) and in QuickTime files', () => {
    const mdat = box('mdat', new Uint8Array(5000));
    expect(
      videoDurationSeconds(
        concat(ftyp('qt  '), mdat, box('moov', box('udta'), mvhd(0, 90_000, 90_000 * 59))),
        'mov',
      ),
    ).toBe(59);
  });

  it('answers null when there is no movie header or the file is cut', () => {
    expect(videoDurationSeconds(ftyp('isom'), 'mp4')).toBeNull();
    const whole = concat(ftyp('isom'), box('moov', mvhd(0, 1000, 5000)));
    expect(videoDurationSeconds(whole.subarray(0, whole.length - 90), 'mp4')).toBeNull();
  });

  it('reads a WebM Duration with its TimecodeScale', () => {
    const info = el(INFO, el(SCALE, uint(1_000_000, 3)), el(DURATION, float64(61_000)));
    expect(videoDurationSeconds(concat(ebmlHeader, el(SEGMENT, info)), 'webm')).toBe(61);
    const coarse = el(INFO, el(SCALE, uint(10_000_000, 3)), el(DURATION, float64(450)));
    expect(videoDurationSeconds(concat(ebmlHeader, el(SEGMENT, coarse)), 'webm')).toBe(4.5);
  });

  it('falls back on the last block time when a streamed WebM has no Duration', () => {
    const block = (relative: number) =>
      el([0xa3], new Uint8Array([0x81]), uint(relative, 2), new Uint8Array([0x80, 1, 2]));
    const cluster = (time: number, ...blocks: Uint8Array[]) =>
      el(CLUSTER, el([0xe7], uint(time, 2)), ...blocks);
    const info = el(INFO, el(SCALE, uint(1_000_000, 3)));
    const file = concat(
      ebmlHeader,
      el(SEGMENT, info, cluster(0, block(0), block(500)), cluster(30_000, block(0), block(2_000))),
    );
    expect(videoDurationSeconds(file, 'webm')).toBe(32);
  });

  it('answers null for a WebM without any time', () => {
    expect(videoDurationSeconds(concat(ebmlHeader, el(SEGMENT, el(INFO))), 'webm')).toBeNull();
  });
});

describe('video length limit', () => {
  const max = LIMITS.post.videoMaxSeconds;

  it('accepts a video shorter than the limit', () => {
    expect(checkVideoLength(max - 0.01)).toBe(max - 0.01);
  });

  it('refuses the limit itself and longer, naming N', () => {
    for (const seconds of [max, max + 30]) {
      try {
        checkVideoLength(seconds);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe('VIDEO_TOO_LONG');
        expect((error as AppError).params).toEqual({ seconds: max });
      }
    }
  });

  it('refuses a video whose length cannot be read', () => {
    expect(() => checkVideoLength(null)).toThrow(AppError);
  });
});
