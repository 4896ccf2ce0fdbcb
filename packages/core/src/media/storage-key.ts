import { AppError } from '../errors/app-error';

/**
 * Stored media are addressed by plain relative keys such as `avatars/<user>/<id>-256.webp`.
 * Every key our code writes is ASCII letters, digits, dot, dash and underscore, with single
 * slashes between segments. A URL that decodes to anything else (an empty or dot segment, a
 * leading slash, a backslash, a NUL, a trailing dot, a still-encoded `%`, a non-ASCII look-alike)
 * names no file we stored, and could name one we must not serve (a private document read by
 * a path trick), so it is refused rather than normalised into something that exists.
 */
const SEGMENT = /^[A-Za-z0-9_-](?:[A-Za-z0-9._-]*[A-Za-z0-9_-])?$/;
const KEY_MAX = 512;

/** Personal documents and seller files live under this first segment, never served publicly. */
export const PRIVATE_STORAGE_PREFIX = 'private/';

export function isCanonicalStorageKey(key: string): boolean {
  return key.length > 0 && key.length <= KEY_MAX && key.split('/').every((segment) => SEGMENT.test(segment));
}

/**
 * The private area, whatever the letter case: a case-insensitive file system or object store
 * would otherwise serve `PRIVATE/...` from the same files.
 */
export function isPrivateStorageKey(key: string): boolean {
  return key.slice(0, PRIVATE_STORAGE_PREFIX.length).toLowerCase() === PRIVATE_STORAGE_PREFIX;
}

/**
 * The storage key named by the still percent-encoded rest of a URL path, decoded exactly once;
 * null when it is not a canonical key. A broken escape (`%E0%A4%A`, a lone surrogate) is the
 * client's mistake: MALFORMED_REQUEST (400), never an unexpected failure.
 */
export function storageKeyFromUrlPath(encoded: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    throw new AppError('MALFORMED_REQUEST');
  }
  return isCanonicalStorageKey(decoded) ? decoded : null;
}
