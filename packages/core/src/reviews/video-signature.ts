/**
 * What an uploaded video really is, read from its first bytes (uploads are checked by
 * content, never by the file name or the declared type). MP4 and QuickTime files carry an
 * 'ftyp' box at byte 4; WebM starts with the EBML magic number.
 */
export type VideoKind = 'mp4' | 'mov' | 'webm';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  bytes.length >= to ? String.fromCharCode(...bytes.subarray(from, to)) : '';

export function detectVideoKind(bytes: Uint8Array): VideoKind | null {
  if (ascii(bytes, 4, 8) === 'ftyp') return ascii(bytes, 8, 10) === 'qt' ? 'mov' : 'mp4';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return 'webm';
  }
  return null;
}
