import { AppError } from '@cho-dep/core/errors/app-error';
import { isPrivateStorageKey } from '@cho-dep/core/media/storage-key';
import { createRouter } from '../http/router';
import { STORED_FILE_CSP, storageKeyAfter } from './storage-key-of-request';

const PREFIX = '/media/';

/**
 * Serves stored media at /media/<key>. Keys are never overwritten with other content (new
 * uploads get new keys), so answers may be cached for a year.
 */
export function mediaRoutes() {
  const router = createRouter();
  router.get(`${PREFIX}*`, async (c) => {
    const key = storageKeyAfter(c.req.url, PREFIX);
    // Private documents (ID cards, licences, seller files) have their own guarded routes, never
    // this public, cacheable one; they answer exactly as a missing file does.
    const file = key && !isPrivateStorageKey(key) ? await c.get('app').storage.get(key) : null;
    if (!file) throw new AppError('NOT_FOUND');
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': STORED_FILE_CSP,
    });
  });
  return router;
}
