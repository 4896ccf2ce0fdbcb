import { Link } from 'react-router';
import { call, client } from '../../../lib/api-fetch';
import { useT } from '../../../lib/i18n';
import { Button, buttonClassName } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ProductGrid } from '../../../ui/product-card';
import { ResourceState } from '../../../ui/resource-state';
import { useToast } from '../../../ui/toast';
import styles from '../section.module.css';
import { usePagedQuery } from '../use-paged-query';

const FAVOURITES = '/api/v1/mobile/favourites';

/** One page of the buyer's favourites still on sale, newest like first. */
const fetchPage = async (page: number) =>
  (await call(client.GET(FAVOURITES, { params: { query: { page } } }))).data;

function HeartIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" strokeLinejoin="round" />
    </svg>
  );
}

/** Account menu "favourite products": the liked products as cards, with "show more" paging. */
export function FavouritesSection() {
  const t = useT();
  const toast = useToast();
  const list = usePagedQuery([FAVOURITES], fetchPage);
  const { pages, first, last } = list;

  if (!pages || !first || !last) return <ResourceState failed={list.failed} onRetry={list.retry} />;
  // A product liked or unliked meanwhile can shift pages: never show one twice.
  const seen = new Set<string>();
  const items = pages
    .flatMap((page) => page.items)
    .filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    });

  if (items.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<HeartIcon />}
          title={t('storefront.favourites.empty')}
          description={t('storefront.favourites.emptyBody')}
          action={
            <Link to="/" className={buttonClassName()}>
              {t('storefront.favourites.browse')}
            </Link>
          }
        />
      </Card>
    );
  }

  const loadMore = async () => {
    if (!(await list.loadMore())) toast.show(t('account.load.failed'), 'error');
  };

  return (
    <div className={styles.panel} data-testid="account-favourites">
      <p className={styles.intro}>{t('storefront.favourites.count', { count: first.total })}</p>
      <ProductGrid products={items} position="Favourite" />
      {last.hasMore && (
        <Button variant="secondary" onClick={() => void loadMore()} loading={list.loadingMore}>
          {t('storefront.favourites.more')}
        </Button>
      )}
    </div>
  );
}
