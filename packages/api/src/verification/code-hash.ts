import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_SPACE, formatCode } from '@cho-dep/core/verification/code-rules';

/** A fresh six-digit code from the operating system's cryptographic generator. */
export function drawCode(): string {
  return formatCode(randomInt(0, CODE_SPACE));
}

/** sha256(code + id): the row id salts the hash, so equal codes never share a hash. */
export function hashCode(code: string, id: string): string {
  return createHash('sha256')
    .update(code + id)
    .digest('hex');
}

export function codeMatches(code: string, id: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(code, id), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
