import type { BlookPageView } from '@cho-dep/api/community/blooks/blook-view-schemas';
import { useMemo } from 'react';
import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/spinner';
import { useSentinel } from '../feed/use-feed';
import styles from './blook.module.css';
import { masonryColumns } from './masonry';

const LAYOUTS = [2, 3, 4] as const;

import { useInfiniteQuery } from '../../../lib/query-cache';
import { BLOOKS_PATH, fetchBlookPage } from './blook-api';
import { BlookCard } from './blook-card';

export interface BlookGridProps {
  /** Only this member's blooks (their wall's blook tab). */
  userId?: string;
  categoryId?: string;
  subCategoryId?: string;
  /** The first page, when the route's loader read it (otherwise it is fetched here). */
  initial?: BlookPageView;
  /** Shown instead of the default words when there is nothing to show (a wall's "no blooks yet"). */
  empty?: { title: string; text?: string; action?: React.ReactNode };
}

/**
 * Blooks as a grid of cards, scrolled without end (the /blook pages, the community's blook tab,
 * a wall's blook tab): the next page loads as the end of the grid comes near, by the cursor the
 * previous page gave, and a card seen on an earlier page is never shown twice.
 */
export function BlookGrid({ userId, categoryId, subCategoryId, initial, empty }: BlookGridProps) {
  const t = useT();
  const filter = useMemo(
    () => ({
      ...(userId ? { userId } : {}),
      ...(categoryId ? { categoryId } : {}),
      ...(subCategoryId ? { subCategoryId } : {}),
    }),
    [userId, categoryId, subCategoryId],
  );
  const query = useInfiniteQuery({
    queryKey: [BLOOKS_PATH, filter],
    queryFn: ({ pageParam }) => fetchBlookPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: BlookPageView) => last.nextCursor,
    ...(initial ? { initialData: { pages: [initial], pageParams: [null] } } : {}),
    staleTime: initial ? 30_000 : 0,
  });
  const pages = query.data?.pages ?? [];
  const items = useMemo(() => {
    const seen = new Set<string>();
    return pages.flatMap((page) =>
      page.items.filter((blook) => {
        if (seen.has(blook.id)) return false;
        seen.add(blook.id);
        return true;
      }),
    );
  }, [pages]);
  const canLoad = query.hasNextPage && !query.isFetchingNextPage && !query.isError;
  const sentinel = useSentinel(() => canLoad && query.fetchNextPage(), canLoad, pages.length);

  if (query.isPending) return <Spinner />;
  if (items.length === 0 && !query.isError) {
    return (
      <EmptyState
        title={empty?.title ?? t('blook.grid.emptyTitle')}
        description={empty ? empty.text : t('blook.grid.emptyText')}
        action={empty?.action}
      />
    );
  }
  return (
    <div className={styles.gridWrap}>
      {/* One layout per breakpoint (2, 3, 4 columns), the others hidden: no measuring, no shift. */}
      <div data-testid="blook-grid">
        {LAYOUTS.map((count) => (
          <div key={count} className={styles[`masonry${count}`]}>
            {masonryColumns(items, count).map((column, c) => (
              <ul key={column[0]?.id ?? c} className={styles.column}>
                {column.map((blook) => (
                  <li key={blook.id}>
                    <BlookCard blook={blook} eager={count === 2 && items.indexOf(blook) < 4} />
                  </li>
                ))}
              </ul>
            ))}
          </div>
        ))}
      </div>
      <div ref={sentinel} className={styles.gridEnd} aria-live="polite">
        {query.isFetchingNextPage && <Spinner />}
        {query.isError && (
          <Button variant="neutral" onClick={() => query.fetchNextPage()}>
            {t('blook.grid.failed')}
          </Button>
        )}
        {!query.hasNextPage && items.length > 8 && <p className={styles.gridDone}>{t('blook.grid.end')}</p>}
      </div>
    </div>
  );
}
