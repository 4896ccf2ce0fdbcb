import { storageKeyFromUrlPath } from '@cho-dep/core/media/storage-key';

/**
 * The policy of a stored file opened on its own (an SVG or a video in a tab): nothing in it
 * runs, loads or reaches out, whatever the file holds.
 */
export const STORED_FILE_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * The storage key a file route is asked for: the rest of the URL's path after `prefix`, taken
 * from the raw URL (Hono's c.req.path is already partly decoded, and decoding it again would
 * decode twice) and decoded exactly once. null when the path does not spell a canonical key.
 */
export function storageKeyAfter(url: string, prefix: string): string | null {
  const { pathname } = new URL(url);
  if (!pathname.startsWith(prefix)) return null;
  return storageKeyFromUrlPath(pathname.slice(prefix.length));
}
