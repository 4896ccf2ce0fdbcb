import { formatVnd } from '@cho-dep/core/format/money';
import { useT } from '../../../lib/i18n';
import styles from './seller-order-detail.module.css';
import type { SellerOrder } from './use-seller-order';

/** What the buyer ordered: picture, name, variant, price times quantity and the line's total. */
export function SellerOrderItems({ order }: { order: SellerOrder }) {
  const t = useT();
  return (
    <section className={styles.card} aria-labelledby="so-items">
      <h2 id="so-items" className={styles.cardTitle}>
        {t('sellerOrders.detail.items')}
      </h2>
      <ul className={styles.items}>
        {order.items.map((line) => (
          <li key={line.id} className={styles.item}>
            {line.image ? (
              <img src={line.image} alt="" width={64} height={64} className={styles.thumb} />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            <span className={styles.itemText}>
              <span className={styles.itemName}>{line.productName}</span>
              <span className={styles.muted}>{line.variantLabel}</span>
              <span className={styles.muted}>
                {formatVnd(line.unitPrice)} {t('sellerOrders.list.quantity', { count: line.quantity })}
              </span>
            </span>
            <span className={styles.itemTotal}>{formatVnd(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
