import { randomInt } from 'node:crypto';
import { LIMITS } from '@cho-dep/core/constants/limits';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A link's short code: random base 62, so codes cannot be walked to find other KOLs' links. */
export function newShortCode(length: number = LIMITS.affiliate.shortCodeLength): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export const isShortCode = (value: string) => /^[0-9A-Za-z]{4,16}$/.test(value);
