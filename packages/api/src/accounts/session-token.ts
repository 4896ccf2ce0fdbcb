import { createHash, randomBytes } from 'node:crypto';

/**
 * Session and guest tokens: 32 random bytes, base64url. The database keeps only the SHA-256,
 * so a leaked table cannot be replayed; SHA-256 (not a slow hash) is enough because the
 * token has 256 bits of entropy.
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
