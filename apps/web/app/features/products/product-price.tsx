import type { VariantPrices } from '@cho-dep/core/catalog/variant-choice';
import { formatVnd } from '@cho-dep/core/format/money';
import { useT } from '../../lib/i18n';
import styles from './product-summary.module.css';

function rangeText(range: { min: number; max: number }): string {
  return range.min === range.max ? formatVnd(range.min) : `${formatVnd(range.min)} – ${formatVnd(range.max)}`;
}

/**
 * The price block: what the buyer pays (a range until the choice settles it), the struck
 * original price and the discount when on sale.
 */
export function ProductPrice({ prices }: { prices: VariantPrices }) {
  const t = useT();
  const paid = prices.salePrice ?? prices.price;
  return (
    <div className={styles.priceBlock} data-testid="product-price">
      <span className={styles.price}>{rangeText(paid)}</span>
      {prices.salePrice && (
        <>
          <del className={styles.original}>
            <span className="visually-hidden">{t('common.price.original')} </span>
            {rangeText(prices.price)}
          </del>
          {prices.discountPercent > 0 && <span className={styles.discount}>-{prices.discountPercent}%</span>}
        </>
      )}
    </div>
  );
}
