import type { ProductDetailView } from '@cho-dep/core/catalog/product-detail';
import { formatCount } from '@cho-dep/core/format/count';
import type { ReactNode } from 'react';
import { useLanguage, useT } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import styles from './product-summary.module.css';
import { RatingStars } from './rating-stars';

/** Name, badges and the trust line (rating, reviews, sold) with the page's small actions. */
export function ProductSummary({ product, actions }: { product: ProductDetailView; actions: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const count = (n: number) => formatCount(n, language);
  return (
    <div className={styles.summary}>
      {(product.shop.country === 'KO' || product.freeShipping || product.isPreOrder) && (
        <div className={styles.badges}>
          {product.shop.country === 'KO' && <Badge tone="info">{t('product.badges.korea')}</Badge>}
          {product.freeShipping && <Badge tone="success">{t('product.badges.freeShipping')}</Badge>}
          {product.isPreOrder && <Badge tone="warning">{t('product.badges.preOrder')}</Badge>}
        </div>
      )}
      <div className={styles.nameRow}>
        <h1 className={styles.name}>{product.name}</h1>
        <div className={styles.actions}>{actions}</div>
      </div>
      <ul className={styles.stats}>
        {product.ratingCount > 0 && (
          <li className={styles.rating}>
            <span className={styles.ratingValue} aria-hidden="true">
              {product.ratingAvg.toFixed(1)}
            </span>
            <RatingStars rating={product.ratingAvg} />
            <span className="visually-hidden">
              {t('product.stats.rating', { rating: product.ratingAvg.toFixed(1) })}
            </span>
          </li>
        )}
        {product.ratingCount > 0 && (
          <li>
            {t('product.stats.reviews', {
              count: product.ratingCount,
              shortCount: count(product.ratingCount),
            })}
          </li>
        )}
        <li>{t('product.stats.sold', { count: count(product.soldCount) })}</li>
      </ul>
    </div>
  );
}
