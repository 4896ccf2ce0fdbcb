import type { CollectionSummaryView } from '@cho-dep/api/storefront/storefront-views';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './seller.module.css';

/** Collections as cards (cover, title, count); `current` marks the open one on the list page. */
export function CollectionCards({
  collections,
  href,
  current,
}: {
  collections: CollectionSummaryView[];
  href: (collection: CollectionSummaryView) => string;
  current?: string;
}) {
  const t = useT();
  return (
    <ul className={styles.collections}>
      {collections.map((collection) => (
        <li key={collection.id}>
          <Link
            to={href(collection)}
            className={[styles.collection, collection.id === current && styles.collectionCurrent]
              .filter(Boolean)
              .join(' ')}
            aria-current={collection.id === current ? 'page' : undefined}
          >
            {collection.coverUrl ? (
              <img src={collection.coverUrl} alt="" width={400} height={400} loading="lazy" />
            ) : (
              <span className={styles.collectionCover} aria-hidden="true" />
            )}
            <span className={styles.collectionText}>
              <strong>{collection.title}</strong>
              <span>{t('storefront.collection.productCount', { count: collection.productCount })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
