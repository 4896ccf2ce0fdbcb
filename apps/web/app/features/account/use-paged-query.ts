import { type QueryKey, useInfiniteQuery } from '../../lib/query-cache';

interface Page {
  page: number;
  hasMore: boolean;
}

/**
 * A list the account reads page by page ("show more"): the first page when the section opens,
 * the next one on demand. The cache keeps the pages in order and ignores an answer that comes
 * back after the section asked again.
 */
export function usePagedQuery<P extends Page>(queryKey: QueryKey, fetchPage: (page: number) => Promise<P>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: P) => (last.hasMore ? last.page + 1 : undefined),
  });
  const pages = query.data?.pages;
  return {
    /** The pages loaded so far; undefined until the first arrives. */
    pages,
    first: pages?.[0],
    last: pages?.[pages.length - 1],
    failed: query.isError && !pages,
    retry: () => void query.refetch(),
    loadingMore: query.isFetchingNextPage,
    /** Loads the next page; false when that failed (the pages shown stay). */
    loadMore: async () => !(await query.fetchNextPage()).isFetchNextPageError,
    /** Asks for the list again (after a write changed it). */
    reload: () => void query.refetch(),
  };
}
