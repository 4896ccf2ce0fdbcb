import createClient, { type FetchResponse, type Middleware } from 'openapi-fetch';
import { ApiError, CSRF_HEADER, readCsrfToken } from './api-client';
import type { components, paths } from './api-schema.gen';
import { clientHeaders, withoutEmptyParams } from './request-headers';

/**
 * The browser's typed way to call our API: paths, parameters, bodies and answers come from the
 * API's own OpenAPI document (api-schema.gen.ts), so a renamed field in an answer breaks the
 * build where it is read. Same manners as always: the session cookie goes along, every write
 * echoes the CSRF token, JSON or FormData bodies, and a refusal is thrown as ApiError with the
 * server's code, its message in the user's language and the per-field messages for forms.
 *
 *   const cart = await call(client.GET('/api/v1/mobile/carts'));
 *   await call(client.POST('/api/v1/mobile/reviews/{id}', { params: { path: { id } }, body }));
 */

const csrfOnWrites: Middleware = {
  onRequest({ request }) {
    if (request.method === 'GET') return undefined;
    const csrf = readCsrfToken();
    if (csrf) request.headers.set(CSRF_HEADER, csrf);
    return request;
  },
};

/** product.md §7's headers on every call, and no empty values in query strings. */
const clientManners: Middleware = {
  onRequest({ request }) {
    const url = withoutEmptyParams(request.url);
    const next = url === request.url ? request : new Request(url, request);
    for (const [name, value] of Object.entries(clientHeaders())) next.headers.set(name, value);
    return next;
  },
};

/** A refusal never reaches the caller as data: it is thrown, so no caller can forget it. */
const refusalsThrown: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const text = await response.text();
    let json: { error?: { code?: string; message?: string; fields?: ApiError['fields'] } } | undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const error = json?.error ?? {};
    throw new ApiError(
      response.status,
      error.code ?? 'INTERNAL',
      error.message ?? 'Error Occurred',
      error.fields ?? [],
    );
  },
};

export const client = createClient<paths>({
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
  // Looked up per call, so tests (and the service worker) may replace fetch after this loads.
  fetch: (request) => globalThis.fetch(request),
});
client.use(clientManners, csrfOnWrites, refusalsThrown);

/** The answer of a call, typed by the route (undefined for 204). Refusals were thrown already. */
export async function call<T>(request: Promise<{ data?: T; response: Response }>): Promise<T> {
  return (await request).data as T;
}

/**
 * A FormData body (uploads) for a route whose document describes the form's fields: the
 * browser sets the multipart boundary. `body: multipart(form)`.
 */
export function multipart(form: FormData): never {
  return form as never;
}

type MethodOf<P extends keyof paths> = {
  [M in keyof paths[P]]: paths[P][M] extends { responses: unknown } ? M : never;
}[keyof paths[P]];

/**
 * The success answer of a route exactly as `call()` returns it, for a component's props:
 * `ApiAnswer<'/api/v1/x', 'get'>`.
 */
export type ApiAnswer<P extends keyof paths, M extends MethodOf<P>> = paths[P][M] extends infer O extends
  Record<string, unknown>
  ? NonNullable<FetchResponse<O, object, `${string}/${string}`>['data']>
  : never;

/** The JSON body a route accepts: `ApiBody<'/api/v1/x', 'post'>`. */
export type ApiBody<P extends keyof paths, M extends MethodOf<P>> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/**
 * A named schema of the document (the `components` the API registers). Prefer ApiAnswer for
 * what a call returns: the client leaves out properties that can only be null.
 */
export type ApiSchema<N extends keyof components['schemas']> = components['schemas'][N];
