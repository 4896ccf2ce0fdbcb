import { AppError, isAppError } from '@cho-dep/core/errors/app-error';
import { translate } from '@cho-dep/i18n/translate';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiEnv } from './hono-env';

/**
 * The single place errors become HTTP answers:
 * `{ error: { code, message, fields: [{ path, message }] }, requestId }` in the user's language.
 * Anything that is not an AppError is logged in full and answered as a generic 500.
 */
export function toErrorResponse(error: unknown, c: Context<ApiEnv>): Response {
  const appError = normalise(error);
  const info = c.get('info');
  const language = info?.language ?? 'vi';
  if (appError.status >= 500) {
    c.get('app')?.logger.error({ err: error, requestId: info?.requestId }, 'unhandled error');
  }
  return c.json(
    {
      error: {
        code: appError.code,
        message: translate(language, `errors.${appError.code}`, appError.params),
        fields: appError.fields.map((field) => ({
          path: field.path,
          message: translate(language, field.message, field.params),
        })),
      },
      requestId: info?.requestId,
    },
    appError.status as ContentfulStatusCode,
  );
}

function normalise(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (error instanceof HTTPException) {
    // Hono's own validators throw these for unreadable bodies (malformed JSON, wrong type).
    if (error.status === 400) return new AppError('MALFORMED_REQUEST', { detail: error.message });
    if (error.status === 404) return new AppError('NOT_FOUND');
    if (error.status === 413) return new AppError('FILE_TOO_LARGE');
    if (error.status === 415) return new AppError('MALFORMED_REQUEST', { detail: error.message });
    if (error.status === 401) return new AppError('UNAUTHENTICATED');
    if (error.status === 403) return new AppError('FORBIDDEN');
  }
  if (error instanceof SyntaxError) return new AppError('MALFORMED_REQUEST');
  return new AppError('INTERNAL', { detail: error instanceof Error ? error.message : String(error) });
}
