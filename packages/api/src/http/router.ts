import { AppError } from '@cho-dep/core/errors/app-error';
import { toFieldErrors } from '@cho-dep/core/validation/field-errors';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from '@cho-dep/core/validation/storable-text';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from './hono-env';

/**
 * Every module builds its routes on this router: requests are validated by the route's zod
 * schemas (which also produce the OpenAPI document), and a failed validation becomes a 400
 * with field errors instead of reaching the handler. The same hook refuses text no field can
 * store (a NUL, half a surrogate pair) in every query, path parameter and JSON or form body,
 * so no route has to remember it.
 */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError('VALIDATION_FAILED', { fields: toFieldErrors(result.error) });
      }
      const unstorable = unstorableTextPaths(result.data);
      if (unstorable.length > 0) {
        throw new AppError('VALIDATION_FAILED', {
          fields: unstorable.map((path) => ({ path, message: UNSTORABLE_TEXT_MESSAGE })),
        });
      }
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
