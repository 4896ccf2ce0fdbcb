import { AppError } from '@cho-dep/core/errors/app-error';
import { toFieldErrors } from '@cho-dep/core/validation/field-errors';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from './hono-env';

/**
 * Every module builds its routes on this router: requests are validated by the route's zod
 * schemas (which also produce the OpenAPI document), and a failed validation becomes a 400
 * with field errors instead of reaching the handler.
 */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError('VALIDATION_FAILED', { fields: toFieldErrors(result.error) });
      }
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
