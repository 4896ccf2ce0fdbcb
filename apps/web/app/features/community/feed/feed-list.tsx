import { Fragment, type ReactNode, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import styles from './feed.module.css';
import type { FeedSource } from './feed-source';
import { PostCard } from './post-card';
import type { FeedPage } from './post-types';
import { useFeed, useSentinel } from './use-feed';

/**
 * Posts one under another, the next page asked for before the reader reaches the end. Paged
 * lists (saved posts) mark where each numbered page starts, so "page 2 starts at item 21" can
 * be seen.
 */
export function FeedList({
  source,
  initial,
  generation,
  empty,
  markPages = false,
}: {
  source: FeedSource;
  initial: FeedPage;
  generation: string;
  empty: ReactNode;
  markPages?: boolean;
}) {
  const t = useT();
  const feed = useFeed(source, initial, generation);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const more = feed.hasNextPage && !feed.isError;
  const sentinel = useSentinel(
    () => {
      if (!feed.isFetchingNextPage) void feed.fetchNextPage();
    },
    more,
    feed.pages.length,
  );
  const total = feed.pages.reduce((sum, page) => sum + page.length, 0);
  if (total === 0 && !feed.hasNextPage) return <>{empty}</>;
  let index = 0;
  return (
    <div className={styles.list} data-testid="feed-list">
      {feed.pages.map((page, pageIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pages only ever grow at the end.
        <Fragment key={pageIndex}>
          {markPages && Number(feed.pageParams[pageIndex] ?? 1) > 1 && page.length > 0 && (
            <p className={styles.pageMark} data-testid={`page-mark-${feed.pageParams[pageIndex]}`}>
              {t('community.feed.savedPage', { page: feed.pageParams[pageIndex] })}
            </p>
          )}
          {page.map((post) => {
            index += 1;
            if (deleted.has(post.id)) return null;
            return (
              <div key={post.id} data-feed-index={index}>
                <PostCard
                  post={post}
                  eager={index === 1}
                  onDeleted={(id) => setDeleted((before) => new Set(before).add(id))}
                />
              </div>
            );
          })}
        </Fragment>
      ))}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {feed.isFetchingNextPage && (
        <p className={styles.status} role="status">
          <Spinner size="sm" decorative /> {t('community.feed.loading')}
        </p>
      )}
      {feed.isError && (
        <div className={styles.status} role="alert">
          {t('community.feed.loadFailed')}{' '}
          <Button size="sm" variant="secondary" onClick={() => void feed.fetchNextPage()}>
            {t('community.feed.retry')}
          </Button>
        </div>
      )}
      {!feed.hasNextPage && total > 0 && <p className={styles.end}>{t('community.feed.end')}</p>}
    </div>
  );
}
