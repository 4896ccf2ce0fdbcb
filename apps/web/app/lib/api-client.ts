/**
 * The browser's way to call our API: JSON in and out, the session cookie sent along, and the
 * CSRF token (double-submit: the readable `csrf_token` cookie echoed in X-CSRF-Token) on
 * every write. Errors come back as ApiError with the server's code, its message in the
 * user's language, and per-field messages for the forms.
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

/**
 * The untyped call (the answer's type is asserted, not checked). Pages use the typed client in
 * api-fetch.ts; this stays until no page calls it.
 */
export async function api<T>(
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  // Extra headers first, so a caller cannot drop the CSRF token or the content type by accident.
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const csrf = readCsrfToken();
  if (method !== 'GET' && csrf) headers[CSRF_HEADER] = csrf;
  const res = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : undefined;
  if (!res.ok) {
    const error = json?.error ?? {};
    throw new ApiError(
      res.status,
      error.code ?? 'INTERNAL',
      error.message ?? 'Error Occurred',
      error.fields ?? [],
    );
  }
  return json as T;
}
