import { formatVnd } from '@cho-dep/core/format/money';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button, buttonClassName } from '../../ui/button';
import type { CartView } from './cart-api';
import styles from './cart-summary-bar.module.css';

/**
 * The bar that stays at the bottom of the screen: select all, the selected lines' total and
 * saving, and "Mua hàng" to the checkout, which reads the selection from the server. With
 * nothing selected the button is off and says why.
 */
export function CartSummaryBar({
  summary,
  busy,
  onSelectAll,
  onRemoveSelected,
}: {
  summary: CartView['summary'];
  busy: boolean;
  onSelectAll: (selected: boolean) => void;
  onRemoveSelected: () => void;
}) {
  const t = useT();
  const hintId = useId();
  const none = summary.count === 0;
  return (
    <div className={styles.bar} data-testid="cart-summary" data-action-bar>
      <label className={styles.all}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={summary.all_selected}
          disabled={summary.selectable_count === 0}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        <span className={styles.allShort}>{t('cart.select.allShort')}</span>
        <span className={styles.allLong}>{t('cart.select.all', { count: summary.selectable_count })}</span>
      </label>
      {!none && (
        <Button variant="ghost" size="sm" className={styles.removeSelected} onClick={onRemoveSelected}>
          {t('cart.summary.removeSelected', { count: summary.count })}
        </Button>
      )}
      <div className={styles.totals} aria-live="polite" aria-busy={busy || undefined}>
        <p className={styles.totalLine}>
          <span className={styles.totalShort}>{t('cart.summary.totalShort')}</span>
          <span className={styles.totalLabel}>{t('cart.summary.total', { count: summary.count })}</span>
          <strong className={styles.total} data-testid="cart-total">
            {formatVnd(summary.goods_total)}
          </strong>
        </p>
        {none ? (
          <p id={hintId} className={styles.hint}>
            {t('cart.summary.selectHint')}
          </p>
        ) : (
          summary.saving > 0 && (
            <p className={styles.saving}>
              {t('cart.summary.saving')} <span>{formatVnd(summary.saving)}</span>
            </p>
          )
        )}
      </div>
      {none ? (
        <Button className={styles.checkout} disabled aria-describedby={hintId}>
          {t('cart.summary.checkout')}
        </Button>
      ) : (
        <Link
          to="/thanh-toan"
          className={`${buttonClassName()} ${styles.checkout}`}
          data-testid="cart-checkout"
        >
          {t('cart.summary.checkout')} ({summary.count})
        </Link>
      )}
    </div>
  );
}
