import { randomInt } from 'node:crypto';

/** No 0/O or 1/I: codes are read aloud to support and typed by hand. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A human order code: CD, the day in Vietnam (yymmdd), then 6 random characters
 * (32^6 ≈ 1 billion per day; the unique index catches the improbable clash).
 */
export function newOrderCode(now: Date): string {
  const day = new Date(now.getTime() + 7 * 3600_000).toISOString().slice(2, 10).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `CD${day}${tail}`;
}
