import { AppError } from '@cho-dep/core/errors/app-error';
import type { MiddlewareHandler } from 'hono';
import { isApiPath } from './api-prefixes';
import type { ApiEnv } from './hono-env';

/**
 * Pages read filters and ids from the address and hand them to services in-process, without
 * the API's validation hook (router.ts), which answers API routes field by field. A NUL (%00)
 * in an address is never a person's doing and no column can hold it, so a page request that
 * carries one is refused with 400 before any loader runs. (Half a surrogate pair cannot reach
 * a loader: URL decoding turns invalid UTF-8 into U+FFFD.)
 */
export function refuseNulInPageAddresses(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (!isApiPath(c.req.path) && /%00/i.test(c.req.url)) throw new AppError('MALFORMED_REQUEST');
    await next();
  };
}
