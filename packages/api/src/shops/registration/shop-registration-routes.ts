import { AppError } from '@cho-dep/core/errors/app-error';
import { z } from '@hono/zod-openapi';
import { requireUser } from '../../accounts/current-user';
import { errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { STORED_FILE_CSP, storageKeyAfter } from '../../media/storage-key-of-request';
import { verifyIdentityCard } from './identity-card';
import { canReadShopDocument, DOCUMENTS_PATH, storeShopDocument } from './shop-documents';
import {
  getRegistrationRoute,
  identityCardRoute,
  step1Route,
  step2Route,
  uploadDocumentRoute,
} from './shop-registration-route-specs';
import { saveStep1, submitStep2 } from './shop-registration-service';
import { shopRegistrationView } from './shop-registration-view';

/** Seller registration: identity card, the two steps, private documents. */
export function shopRegistrationRoutes() {
  const router = createRouter()
    .openapi(identityCardRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      await verifyIdentityCard(ctx, user.userId, c.req.valid('form'));
      return c.json(
        { data: await shopRegistrationView(ctx.database.db, user.userId, c.get('info').language) },
        200,
      );
    })
    .openapi(getRegistrationRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      return c.json(
        { data: await shopRegistrationView(ctx.database.db, user.userId, c.get('info').language) },
        200,
      );
    })
    .openapi(step1Route, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      await saveStep1(ctx, user.userId, c.req.valid('json'));
      return c.json(
        { data: await shopRegistrationView(ctx.database.db, user.userId, c.get('info').language) },
        200,
      );
    })
    .openapi(step2Route, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      await submitStep2(ctx, user.userId, c.req.valid('json'));
      return c.json(
        { data: await shopRegistrationView(ctx.database.db, user.userId, c.get('info').language) },
        200,
      );
    })
    .openapi(uploadDocumentRoute, async (c) => {
      const user = requireUser(c);
      const { file } = c.req.valid('form');
      return c.json(
        { data: await storeShopDocument(c.get('app'), user.userId, 'shop-documents', file) },
        200,
      );
    });

  // The key holds slashes, so this is a wildcard route outside createRoute; described below.
  router.get(`${DOCUMENTS_PATH}*`, async (c) => {
    const user = requireUser(c);
    const key = storageKeyAfter(c.req.url, DOCUMENTS_PATH);
    // A stranger learns nothing, not even that the document exists: 404 as for a missing key.
    if (!key || !canReadShopDocument(user, key)) throw new AppError('NOT_FOUND');
    const file = await c.get('app').storage.get(key);
    if (!file) throw new AppError('NOT_FOUND');
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': STORED_FILE_CSP,
    });
  });
  router.openAPIRegistry.registerPath({
    method: 'get',
    path: `${DOCUMENTS_PATH}{key}`,
    tags: ['Shop registration'],
    security: [{ bearerAuth: [] }],
    summary: 'A private registration document (ID card, licence): to its owner and to admins only',
    description: 'key is the full storage key, slashes included (private/identity/<user>/<id>.webp).',
    request: { params: z.object({ key: z.string() }) },
    responses: {
      200: {
        description: 'The image (image/webp), not cached',
        content: { 'image/webp': { schema: z.string() } },
      },
      401: errorResponses[401],
      404: errorResponses[404],
    },
  });
  return router;
}
