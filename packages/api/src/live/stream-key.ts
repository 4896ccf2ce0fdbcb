import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A live's stream key: 24 random bytes shown to the seller once (for OBS, or kept by the
 * browser studio), stored as sha256(key + live id) so equal keys never share a hash and the
 * database alone cannot publish.
 */
export function drawStreamKey(): string {
  return randomBytes(24).toString('base64url');
}

export function hashStreamKey(key: string, liveId: string): string {
  return createHash('sha256')
    .update(key + liveId)
    .digest('hex');
}

export function streamKeyMatches(key: string, liveId: string, storedHash: string): boolean {
  const a = Buffer.from(hashStreamKey(key, liveId), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
