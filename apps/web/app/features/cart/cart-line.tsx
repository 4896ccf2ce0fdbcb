import { formatVnd } from '@cho-dep/core/format/money';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import type { CartItemView } from './cart-api';
import styles from './cart-line.module.css';
import { CartQuantity } from './cart-quantity';

const PromotionLimitText = lazy(() =>
  import('./promotion-limit-text').then((m) => ({ default: m.PromotionLimitText })),
);

/**
 * One line of the cart: checkbox, picture, name and classification, unit price (the original
 * struck through when lower, a promotion badge), quantity, line amount and delete. A line that
 * cannot be bought shows why instead of a price it could not be bought at.
 */
export function CartLine({
  item,
  onSelect,
  onQuantity,
  onRemove,
}: {
  item: CartItemView;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const invalid = item.invalid_reason !== null;
  const href = `/san-pham/${item.product._id}`;
  const discounted = item.price < item.price_original;
  const overStock = !invalid && item.quantity > item.max_quantity;
  const promotion = item.promotion;
  const overPromotion = !invalid && promotion !== null && item.quantity > promotion.remaining;

  return (
    <li className={[styles.line, invalid && styles.invalid].filter(Boolean).join(' ')}>
      <span className={styles.check}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={item.is_selected}
          disabled={invalid}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('cart.select.line', { name: item.product.name })}
        />
      </span>
      <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {item.product.image ? (
          <img src={item.product.image} alt="" width={80} height={80} loading="lazy" decoding="async" />
        ) : null}
        {invalid && (
          <span className={styles.thumbReason}>{t(`cart.invalid.reasons.${item.invalid_reason}`)}</span>
        )}
      </Link>
      <div className={styles.info}>
        <Link to={href} className={styles.name}>
          {item.product.name}
        </Link>
        {item.variant.label && (
          <span className={styles.variant}>{t('cart.line.variant', { label: item.variant.label })}</span>
        )}
        {invalid ? (
          <span className={styles.reason} data-testid="invalid-reason">
            {t(`cart.invalid.reasons.${item.invalid_reason}`)}
          </span>
        ) : (
          (promotion || overStock) && (
            <span className={styles.notes}>
              {promotion && <Badge tone="primary">{t('cart.line.promotion')}</Badge>}
              {promotion?.per_order_limit != null && (
                <span className={styles.note}>
                  {t('cart.line.perOrder', { count: promotion.per_order_limit })}
                </span>
              )}
              {overPromotion && (
                <Suspense fallback={null}>
                  <span className={styles.warning}>
                    <PromotionLimitText />
                  </span>
                </Suspense>
              )}
              {overStock && (
                <span className={styles.warning}>
                  {t('cart.line.overStock', { count: item.max_quantity })}
                </span>
              )}
            </span>
          )
        )}
      </div>
      <div className={styles.unit}>
        {!invalid && (
          <>
            {discounted && (
              <del className={styles.original}>
                <span className="visually-hidden">{t('common.price.original')} </span>
                {formatVnd(item.price_original)}
              </del>
            )}
            <span className={styles.price}>{formatVnd(item.price)}</span>
          </>
        )}
      </div>
      <div className={styles.quantity}>
        {invalid ? (
          <span className={styles.quantityText}>×{item.quantity}</span>
        ) : (
          <CartQuantity
            value={item.quantity}
            max={item.max_quantity}
            name={item.product.name}
            onChange={onQuantity}
            onBelowOne={onRemove}
            answer={item}
          />
        )}
      </div>
      <div className={styles.amount}>
        {!invalid && (
          <>
            <span className="visually-hidden">{t('cart.line.amount')}: </span>
            {formatVnd(item.price * item.quantity)}
          </>
        )}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-label={t('cart.line.removeLabel', { name: item.product.name })}
        >
          {t('cart.line.remove')}
        </button>
      </div>
    </li>
  );
}
