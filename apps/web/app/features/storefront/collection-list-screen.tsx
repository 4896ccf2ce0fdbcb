import type { CollectionSummaryView, CollectionView } from '@cho-dep/api/storefront/storefront-views';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Breadcrumbs } from './breadcrumbs';
import styles from './collection.module.css';
import { CollectionCards } from './collection-cards';
import { CollectionProducts } from './collection-screen';
import { sellerHref } from './seller-links';
import frame from './storefront.module.css';

/** The address of the list page with one collection open. */
export function collectionListHref(collectionId: string, shopId: string, page = 1): string {
  return `/danh-sach/bo-suu-tap/${collectionId}?shop_id=${shopId}${page > 1 ? `&page=${page}` : ''}`;
}

/**
 * /danh-sach/bo-suu-tap/{id}?shop_id=: all collections of a shop, with {id} the one open
 * below the list (its products, paged).
 */
export function CollectionListScreen({
  collection,
  collections,
}: {
  collection: CollectionView;
  collections: CollectionSummaryView[];
}) {
  const t = useT();
  const { shop } = collection;
  return (
    <div className={frame.page}>
      <Breadcrumbs
        trail={[{ label: shop.name, to: sellerHref(shop.id) }, { label: t('storefront.shop.collections') }]}
      />
      <div className={frame.head}>
        <h1 className={frame.title}>{t('storefront.collection.listTitle', { shop: shop.name })}</h1>
        <Link to={sellerHref(shop.id)} className={frame.more}>
          {t('storefront.collection.viewShop')}
        </Link>
      </div>
      <nav aria-label={t('storefront.collection.listLabel')}>
        <CollectionCards
          collections={collections}
          current={collection.id}
          href={(c) => collectionListHref(c.id, shop.id)}
        />
      </nav>
      <section className={frame.section} aria-labelledby="open-collection">
        <div className={frame.head}>
          <h2 id="open-collection" className={frame.subtitle}>
            {collection.title}
          </h2>
          <span className={frame.muted}>
            {t('storefront.collection.productCount', { count: collection.products.total })}
          </span>
        </div>
        <div className={styles.listProducts}>
          <CollectionProducts
            collection={collection}
            headingLevel="h3"
            pageHref={(page) => collectionListHref(collection.id, shop.id, page)}
          />
        </div>
      </section>
    </div>
  );
}
