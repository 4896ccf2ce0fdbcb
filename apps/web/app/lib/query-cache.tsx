import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import type { paths } from './api-schema.gen';

/**
 * The answers of our API kept in the browser: a page asks for what it shows, the cache drops
 * answers that arrive after a newer request, shares one request between components, and a write
 * marks the answers it changed as stale so they are fetched again.
 *
 * Query keys start with the API path (the template, as in the document), then the parameters:
 * `['/api/v1/addresses']`, `['/api/v2/mobile/notifications', { page }]`. A write invalidates by
 * path, which covers every page and parameter of that path.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A form being filled in must not be refetched under the user's hands when they come
        // back to the tab; a minute is fresh enough for anything our pages show.
        refetchOnWindowFocus: false,
        staleTime: 60_000,
        // A refusal (4xx) will not change on a retry, and a failure shows its retry button at once.
        retry: false,
      },
    },
  });
}

/**
 * One cache per browser session (made once, kept across navigations); on the server each
 * request renders a fresh root, so no answer of one user is ever served to another.
 */
export function QueryCacheProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The API path that starts a query key: a template of the document, e.g. `/api/v1/addresses/{id}`. */
export type ApiPath = keyof paths;

/**
 * Marks the cached answers of these API paths stale after a write: shown queries refetch at
 * once, the others when next shown. Resolves when the shown ones are fresh again.
 */
export function useInvalidateApi() {
  const client = useQueryClient();
  return useCallback(
    (...apiPaths: ApiPath[]) =>
      Promise.all(apiPaths.map((path) => client.invalidateQueries({ queryKey: [path] }))).then(() => {}),
    [client],
  );
}
