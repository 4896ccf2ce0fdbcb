import { createHash } from 'node:crypto';

/** Letters and digits without the easily confused 0/O and 1/I. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Characters derived from a seed: the same order always gets the same carrier code, so a
 * retried hand-over cannot create a second parcel, and the codes look like the carriers'.
 */
export function seededChars(seed: string, length: number, alphabet = ALPHABET): string {
  const digest = createHash('sha256').update(seed, 'utf8').digest();
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[(digest[i] ?? 0) % alphabet.length];
  return out;
}

export function seededDigits(seed: string, length: number): string {
  return seededChars(seed, length, '0123456789');
}
