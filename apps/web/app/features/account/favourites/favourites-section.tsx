import type { ProductCardView } from '@cho-dep/core/catalog/product-card';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { Button, buttonClassName } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ProductGrid } from '../../../ui/product-card';
import { useToast } from '../../../ui/toast';
import { ResourceState } from '../resource-state';
import styles from '../section.module.css';
import { useApiResource } from '../use-api-resource';

/** GET /api/v1/mobile/favourites?page=: the buyer's favourites still on sale, newest like first. */
interface FavouritesPage {
  items: ProductCardView[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

const pagePath = (page: number) => `/api/v1/mobile/favourites?page=${page}`;

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
  const first = useApiResource<FavouritesPage>(pagePath(1));
  const [more, setMore] = useState<FavouritesPage[]>([]);
  const [loading, setLoading] = useState(false);

  if (!first.data) return <ResourceState failed={first.failed} onRetry={first.reload} />;
  const pages = [first.data, ...more];
  const last = pages[pages.length - 1] ?? first.data;
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
    setLoading(true);
    try {
      const answer = await api<{ data: FavouritesPage }>(pagePath(last.page + 1));
      setMore((current) => [...current, answer.data]);
    } catch {
      toast.show(t('account.load.failed'), 'error');
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className={styles.panel} data-testid="account-favourites">
      <p className={styles.intro}>{t('storefront.favourites.count', { count: first.data.total })}</p>
      <ProductGrid products={items} position="Favourite" />
      {last.hasMore && (
        <Button variant="secondary" onClick={() => void loadMore()} loading={loading}>
          {t('storefront.favourites.more')}
        </Button>
      )}
    </div>
  );
}
