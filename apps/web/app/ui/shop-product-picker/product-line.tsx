import type { PickerProduct } from '@cho-dep/api/shops/categories/shop-category-schemas';
import { formatVnd } from '@cho-dep/core/format/money';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { Badge } from '../badge';
import styles from './shop-product-picker.module.css';

/** One product of a category or of the picker: picture, name, price, status, and an action. */
export function ProductLine({ product, children }: { product: PickerProduct; children?: ReactNode }) {
  const t = useT();
  return (
    <div className={styles.product}>
      {product.image ? (
        <img className={styles.thumb} src={product.image} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div>
        <p className={styles.productName}>{product.name}</p>
        <p className={styles.productMeta}>
          <span>{formatVnd(product.price)}</span>
          <Badge tone={product.status === 'approved' ? 'success' : 'neutral'}>
            {t(`shopCategories.productStatus.${product.status}`)}
          </Badge>
        </p>
      </div>
      {children ?? <span />}
    </div>
  );
}
