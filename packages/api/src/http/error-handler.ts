import { waitMinutes } from '@cho-dep/core/accounts/throttle-policy';
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
  const sqlState = inputRefusedByDatabase(error);
  if (sqlState) {
    // A 400 all the same, but the route should have refused the value itself: say which.
    c.get('app')?.logger.warn(
      { requestId: info?.requestId, path: c.req.path, sqlState },
      'input refused by the database, validate it at the route',
    );
  }
  let params = appError.params;
  if (appError.code === 'RATE_LIMITED') {
    // Say when trying again will work, to programs (Retry-After) and to people (the message).
    const retryAfter = Number(params?.retryAfterSeconds ?? 60);
    c.header('Retry-After', String(retryAfter));
    params = { ...params, minutes: waitMinutes(retryAfter) };
  }
  return c.json(
    {
      error: {
        code: appError.code,
        message: translate(language, `errors.${appError.code}`, params),
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
  if (isUnreadableBody(error) || inputRefusedByDatabase(error)) return new AppError('MALFORMED_REQUEST');
  return new AppError('INTERNAL', { detail: error instanceof Error ? error.message : String(error) });
}

/**
 * A body the client sent that cannot be read as what it claims to be, wherever a route reads
 * it (its validator, or `c.req.json()` / `c.req.parseBody()` in a plain route such as a
 * gateway or carrier webhook): broken JSON is a SyntaxError; a multipart body without its
 * boundary, cut short or not multipart at all, and a form that is not a form, fail in the
 * runtime's FormData parser with this TypeError. Either is the client's fault: 400.
 */
function isUnreadableBody(error: unknown): boolean {
  if (error instanceof SyntaxError) return true;
  return error instanceof TypeError && /^Failed to parse body as FormData/.test(error.message);
}

/**
 * PostgreSQL data exceptions that a request's value causes: a NUL in text (22021) or
 * in JSON (22P05), a date or time out of range or unreadable (22007, 22008, 22009), text that
 * is not a number or an id (22P02), a number out of range (22003), text too long for its
 * column (22001). Routes validated by zod refuse such values before they get this far (see
 * router.ts and the shared date schemas); this catches them in the plain routes that read
 * their input themselves (gateway and carrier webhooks). Returns the SQLSTATE, if any.
 */
const INPUT_SQL_STATES = new Set(['22001', '22003', '22007', '22008', '22009', '22021', '22P02', '22P05']);

function inputRefusedByDatabase(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_SQL_STATES.has(code)) return code;
  }
  return undefined;
}
