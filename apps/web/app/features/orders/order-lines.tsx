import type { BuyerOrderCard } from '@cho-dep/api/orders/buyer-order-schemas';
import { formatVnd } from '@cho-dep/core/format/money';
import { useT } from '../../lib/i18n';
import styles from './order-lines.module.css';
import shared from './orders.module.css';

/** An order's lines: picture, name, variant, quantity, and the price (struck list price if lower). */
export function OrderLines({ items }: { items: BuyerOrderCard['items'] }) {
  const t = useT();
  return (
    <ul className={styles.lines}>
      {items.map((line) => (
        <li key={line.id} className={styles.line} data-testid="order-line">
          {line.imageUrl ? (
            <img className={styles.thumb} src={line.imageUrl} alt="" width={72} height={72} loading="lazy" />
          ) : (
            <span className={styles.thumb} aria-hidden="true" />
          )}
          <div className={styles.lineText}>
            <p className={styles.lineName}>{line.name}</p>
            <p className={shared.muted}>{t('orders.line.variant', { variant: line.variant })}</p>
            <p className={styles.lineQty}>x{line.quantity}</p>
          </div>
          <p className={styles.linePrice}>
            {line.originalPrice > line.unitPrice && (
              <s className={shared.muted}>{formatVnd(line.originalPrice)}</s>
            )}
            <span>{formatVnd(line.unitPrice)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
