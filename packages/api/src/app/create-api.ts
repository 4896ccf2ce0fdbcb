import { AppError } from '@cho-dep/core/errors/app-error';
import { healthRoutes } from '../health/health-routes';
import { API_PREFIXES } from '../http/api-prefixes';
import { toErrorResponse } from '../http/error-handler';
import { refuseNulInPageAddresses } from '../http/page-url-guard';
import { requestContext } from '../http/request-context';
import { createRouter } from '../http/router';
import { securityHeaders } from '../http/security-headers';
import { multipartBackstop } from '../http/upload-limits';
import { API_DOCUMENT_INFO } from './api-document-info';
import type { AppContext } from './app-context';
import { registerModules } from './modules';

/**
 * The whole HTTP API as one Hono app: request context first, then each domain module, then
 * the OpenAPI document at /api/docs. The web server mounts this in front of the pages; the
 * API tests call `app.request()` on it directly.
 */
export function createApi(ctx: AppContext) {
  const app = createRouter();
  app.use('*', requestContext(ctx));
  app.use('*', securityHeaders(ctx.config));
  app.use('*', multipartBackstop());
  app.onError((error, c) => toErrorResponse(error, c));
  app.use('*', refuseNulInPageAddresses());
  app.route('/', healthRoutes());
  registerModules(app, ctx);

  app.doc31('/api/docs', API_DOCUMENT_INFO);
  // Unknown API paths answer JSON 404, never the HTML 404 page.
  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}*`, () => {
      throw new AppError('ROUTE_NOT_FOUND');
    });
  }
  return app;
}

export type Api = ReturnType<typeof createApi>;
