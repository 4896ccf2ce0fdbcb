import { useEffect, useMemo, useRef } from 'react';
import { useInfiniteQuery } from '../../../lib/query-cache';
import { type FeedSource, fetchFeedPage, sourcePath } from './feed-source';
import type { FeedPage, PostView } from './post-types';

/**
 * A feed scrolled without end: the first page comes with the HTML (the loader), the next ones
 * from the API with the cursor the previous page gave. `generation` (the loader's clock) starts
 * a fresh list whenever the loader reads the first page again. A post seen on an earlier page is
 * not shown twice, whatever the server sends.
 */
export function useFeed(source: FeedSource, initial: FeedPage, generation: string) {
  const query = useInfiniteQuery({
    queryKey: [sourcePath(source), source, generation],
    queryFn: ({ pageParam }) => fetchFeedPage(source, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: FeedPage) => last.nextCursor,
    initialData: { pages: [initial], pageParams: [null] },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const pages = query.data.pages;
  const seenPages = useMemo(() => {
    const seen = new Set<string>();
    return pages.map((page) =>
      page.items.filter((post: PostView) => {
        if (seen.has(post.id)) return false;
        seen.add(post.id);
        return true;
      }),
    );
  }, [pages]);
  return { ...query, pages: seenPages, pageParams: query.data.pageParams };
}

/**
 * Calls `onVisible` when the returned element comes within a screen or so of the viewport; it
 * looks again after each page (`pageCount`), since a short page leaves it in view without a
 * new crossing to report.
 */
export function useSentinel(onVisible: () => void, active: boolean, pageCount: number) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is a reason to look again.
  useEffect(() => {
    const node = ref.current;
    if (!node || !active) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '0px 0px 1200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active, pageCount]);
  return ref;
}
