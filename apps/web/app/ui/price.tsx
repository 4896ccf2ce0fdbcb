import { discountPercentOf } from '@cho-dep/core/catalog/product-card';
import { formatVnd } from '@cho-dep/core/format/money';
import { useT } from '../lib/i18n';
import styles from './price.module.css';

export interface PriceProps {
  /** The regular price in dong. */
  price: number;
  /** The price after a promotion, when lower than the regular one. */
  salePrice?: number | null;
  size?: 'md' | 'lg';
  className?: string;
}

/** A VND price; with a lower sale price it shows the sale price, the struck-out original and the cut in %. */
export function Price({ price, salePrice, size = 'md', className }: PriceProps) {
  const t = useT();
  const onSale = salePrice != null && salePrice < price;
  const current = onSale ? salePrice : price;
  // The same whole percent as the cards and search results (rounded down, never overstated).
  const percent = discountPercentOf(price, salePrice ?? null);
  return (
    <span className={[styles.price, styles[size], className].filter(Boolean).join(' ')}>
      <span className={styles.current}>{formatVnd(current)}</span>
      {onSale && (
        <>
          <del className={styles.original}>
            <span className="visually-hidden">{t('common.price.original')} </span>
            {formatVnd(price)}
          </del>
          {percent > 0 && <span className={styles.discount}>-{percent}%</span>}
        </>
      )}
    </span>
  );
}
