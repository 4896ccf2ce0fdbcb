import type { CollectionView } from '@cho-dep/api/storefront/storefront-views';
import { pageCountOf } from '@cho-dep/core/search/search-href';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { ProductGrid } from '../../ui/product-card';
import { Breadcrumbs } from './breadcrumbs';
import styles from './collection.module.css';
import { sellerHref } from './seller-links';
import frame from './storefront.module.css';

/** A collection's products with paging; `pageHref` builds the address of another page. */
export function CollectionProducts({
  collection,
  pageHref,
  headingLevel = 'h2',
}: {
  collection: CollectionView;
  pageHref: (page: number) => string;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT();
  const { products } = collection;
  if (products.items.length === 0) {
    return (
      <EmptyState
        title={t('storefront.collection.empty')}
        description={t('storefront.collection.emptyBody')}
        headingLevel={headingLevel}
      />
    );
  }
  return (
    <>
      <ProductGrid products={products.items} position="Collection" eagerCount={2} />
      <Pagination
        label={t('storefront.pagination.label')}
        page={products.page}
        pages={pageCountOf(products.total, products.pageSize)}
        href={pageHref}
      />
    </>
  );
}

/** /bo-suu-tap/{id}: a shop's collection. */
export function CollectionScreen({ collection }: { collection: CollectionView }) {
  const t = useT();
  const { shop } = collection;
  return (
    <div className={frame.page}>
      <Breadcrumbs trail={[{ label: shop.name, to: sellerHref(shop.id) }, { label: collection.title }]} />
      <header className={styles.hero}>
        {collection.coverUrl ? (
          <img className={styles.cover} src={collection.coverUrl} alt="" width={400} height={400} />
        ) : (
          <span className={styles.cover} aria-hidden="true" />
        )}
        <div className={styles.heroText}>
          <h1 className={frame.title}>{collection.title}</h1>
          <p className={frame.muted}>
            {t('storefront.collection.byShop', { shop: shop.name })} ·{' '}
            {t('storefront.collection.productCount', { count: collection.products.total })}
          </p>
          <Link to={sellerHref(shop.id)} className={styles.shopLink}>
            {shop.logoUrl && <img src={shop.logoUrl} alt="" width={32} height={32} />}
            {t('storefront.collection.viewShop')}
          </Link>
        </div>
      </header>
      <CollectionProducts
        collection={collection}
        pageHref={(page) =>
          page > 1 ? `/bo-suu-tap/${collection.id}?page=${page}` : `/bo-suu-tap/${collection.id}`
        }
      />
    </div>
  );
}
