import { describe, expect, it } from 'vitest';
import { detectImageKind } from './image-signature';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? Array.from(v, (c) => c.charCodeAt(0)) : [v])),
  );

describe('detectImageKind', () => {
  it('recognises png, jpeg, gif and webp by their first bytes', () => {
    expect(detectImageKind(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectImageKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectImageKind(bytes('GIF89a', 1))).toBe('gif');
    expect(detectImageKind(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses text and other RIFF files whatever their name', () => {
    expect(detectImageKind(new TextEncoder().encode('hello, I am a png'))).toBeNull();
    expect(detectImageKind(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(detectImageKind(new Uint8Array())).toBeNull();
  });
});
