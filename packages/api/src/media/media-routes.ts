import { AppError } from '@cho-dep/core/errors/app-error';
import { createRouter } from '../http/router';
import { isPrivateKey } from '../shop-registration/shop-documents';

/**
 * Serves stored media at /media/<key>. Keys are never overwritten with other content (new
 * uploads get new keys), so answers may be cached for a year.
 */
export function mediaRoutes() {
  const router = createRouter();
  router.get('/media/*', async (c) => {
    const key = decodeURIComponent(c.req.path.slice('/media/'.length));
    // Private documents (ID cards, licences) have their own guarded route, never this public one.
    const servable = key && !key.includes('..') && !isPrivateKey(key);
    const file = servable ? await c.get('app').storage.get(key) : null;
    if (!file) throw new AppError('NOT_FOUND');
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return router;
}
