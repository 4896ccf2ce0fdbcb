import {
  QueryClient,
  QueryClientProvider,
  type QueryKey,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
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
        // back to the tab.
        refetchOnWindowFocus: false,
        // A section shown again asks again (keeping the last answer on screen meanwhile), as the
        // pages always did: a write made elsewhere (checkout saving an address) is then seen.
        // Answers a loader rendered on the server are fresh for LOADER_FRESH_MS instead.
        staleTime: 0,
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

/** How long an answer a loader rendered counts as fresh: no second request right after the page. */
const LOADER_FRESH_MS = 30_000;

/**
 * A query whose first answer came with the page (the route's loader): shown at once, not asked
 * again right after hydration, and replaced when the loader runs again (a navigation back, or
 * `revalidate()`), since the cache would otherwise keep showing what it held before.
 */
export function useLoaderQuery<T extends NonNullable<unknown> | null>(options: {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  loaderData: T;
}) {
  const { queryKey, queryFn, loaderData } = options;
  const client = useQueryClient();
  const keyHash = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash stands for the key.
  useEffect(() => {
    client.setQueryData(queryKey, loaderData);
  }, [client, keyHash, loaderData]);
  return useQuery({ queryKey, queryFn, initialData: loaderData, staleTime: LOADER_FRESH_MS });
}
