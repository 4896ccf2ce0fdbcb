import { describe, expect, it } from 'vitest';
import { detectVideoKind } from './video-signature';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe('detectVideoKind', () => {
  it('knows mp4, QuickTime and WebM by their first bytes', () => {
    expect(detectVideoKind(bytes([0, 0, 0, 0x18], 'ftypisom'))).toBe('mp4');
    expect(detectVideoKind(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('mov');
    expect(detectVideoKind(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x01]))).toBe('webm');
  });

  it('refuses anything else, a renamed picture included', () => {
    expect(detectVideoKind(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBeNull();
    expect(detectVideoKind(bytes('ftyp'))).toBeNull();
    expect(detectVideoKind(new Uint8Array())).toBeNull();
  });
});
