import {
  useInfiniteQuery as libraryInfiniteQuery,
  useMutation as libraryMutation,
  useQuery as libraryQuery,
  type useQueryClient as libraryQueryClient,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { paths } from './api-schema.gen';
import { useQueryCacheSlot } from './query-cache-slot';

export { keepPreviousData, type QueryKey, queryOptions, skipToken } from '@tanstack/react-query';
export { QueryCacheProvider } from './query-cache-slot';

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
 * The visit's cache, made by the first component that reads it (query-cache-slot.tsx). In the
 * browser it then follows the connection, refetching shown answers when it comes back, as the
 * library's own provider does; on the server it only serves the one render.
 */
function useCacheClient(): QueryClient {
  const slot = useQueryCacheSlot();
  if (!slot.client) {
    slot.client = createQueryClient();
    if (typeof window !== 'undefined') slot.client.mount();
  }
  return slot.client;
}

// Components read the cache through these, never through the library's hooks directly: the
// library's own would look for a provider the root no longer loads.
export const useQueryClient = (() => useCacheClient()) as typeof libraryQueryClient;
export const useQuery = ((options: Parameters<typeof libraryQuery>[0]) =>
  libraryQuery(options, useCacheClient())) as typeof libraryQuery;
export const useInfiniteQuery = ((options: Parameters<typeof libraryInfiniteQuery>[0]) =>
  libraryInfiniteQuery(options, useCacheClient())) as typeof libraryInfiniteQuery;
export const useMutation = ((options: Parameters<typeof libraryMutation>[0]) =>
  libraryMutation(options, useCacheClient())) as typeof libraryMutation;

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
