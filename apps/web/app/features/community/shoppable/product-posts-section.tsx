import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useInfiniteQuery } from '../../../lib/query-cache';
import { useRequireLogin } from '../../../lib/use-require-login';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { PostCard } from '../feed/post-card';
import { fetchProductPosts, PRODUCT_POSTS, type ProductPostsPage } from './product-posts-api';
import styles from './product-posts-section.module.css';

/**
 * "Bài viết về sản phẩm này" on the product page: the community's posts that tag the product,
 * newest first, with the "Người có số đo giống tôi" filter (people within a few cm and kg of
 * the buyer, same body shape). Read in the browser: it sits below the fold and the page must
 * not wait for it.
 */
export function ProductPostsSection({ productId }: { productId: string }) {
  const t = useT();
  const requireLogin = useRequireLogin();
  const [similar, setSimilar] = useState(false);
  const query = useInfiniteQuery({
    queryKey: [PRODUCT_POSTS, { productId, similar }],
    queryFn: ({ pageParam }) => fetchProductPosts(productId, similar, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ProductPostsPage) => last.nextCursor,
  });
  const pages = query.data?.pages ?? [];
  const posts = pages.flatMap((page) => page.items);
  const measurementsMissing = pages[0]?.measurementsMissing ?? false;
  // Nothing to show and nothing to filter: the section stays out of the way.
  if (!similar && query.isSuccess && posts.length === 0) return null;

  const filter = (next: boolean) => {
    if (next && !requireLogin()) return;
    setSimilar(next);
  };

  return (
    <section className={styles.section} aria-labelledby="product-posts-title" data-testid="product-posts">
      <div className={styles.head}>
        <h2 id="product-posts-title" className={styles.title}>
          {t('shoppable.productPosts.title')}
        </h2>
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">{t('shoppable.productPosts.filter')}</legend>
          <button type="button" className={styles.chip} aria-pressed={!similar} onClick={() => filter(false)}>
            {t('shoppable.productPosts.all')}
          </button>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={similar}
            onClick={() => filter(true)}
            data-testid="similar-body-filter"
          >
            {t('shoppable.productPosts.similar')}
          </button>
        </fieldset>
      </div>
      {query.isPending ? (
        <div className={styles.state}>
          <Spinner />
        </div>
      ) : query.isError ? (
        <div className={styles.state}>
          <p>{t('common.error.generic')}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('shoppable.sheet.retry')}
          </Button>
        </div>
      ) : measurementsMissing ? (
        <p className={styles.state}>
          {t('shoppable.productPosts.measurementsMissing')}{' '}
          <Link to="/trang-ca-nhan?tab=measurements">{t('shoppable.look.addMeasurements')}</Link>
        </p>
      ) : posts.length === 0 ? (
        <p className={styles.state}>{t('shoppable.productPosts.noneSimilar')}</p>
      ) : (
        <>
          <div className={styles.posts}>
            {posts.map((post) => (
              <div key={post.id} className={styles.post}>
                <PostCard post={post} />
              </div>
            ))}
          </div>
          {query.hasNextPage && (
            <div className={styles.more}>
              <Button
                variant="secondary"
                size="sm"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('shoppable.productPosts.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
