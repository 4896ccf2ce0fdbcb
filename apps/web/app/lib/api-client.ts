/**
 * What every call to our API shares (the typed client is in api-fetch.ts): the CSRF token
 * (double-submit: the readable `csrf_token` cookie echoed in X-CSRF-Token) sent on every
 * write, and refusals as ApiError with the server's code, its message in the user's language,
 * and per-field messages for the forms.
 */
export interface ApiFieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: ApiFieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field errors keyed by path, for forms. */
  fieldMap(): Record<string, string> {
    return Object.fromEntries(this.fields.map((f) => [f.path, f.message]));
  }
}

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'X-CSRF-Token';

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/**
 * The CSRF token to echo: served over https the cookie carries the `__Host-` prefix (only this
 * host can set it), on http localhost its plain name.
 */
export function readCsrfToken(): string | undefined {
  return readCookie(`__Host-${CSRF_COOKIE}`) ?? readCookie(CSRF_COOKIE);
}
