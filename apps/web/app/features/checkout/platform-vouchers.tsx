import { formatVnd } from '@cho-dep/core/format/money';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { Chevron } from '../../ui/chevron';
import styles from './checkout.module.css';
import type { CheckoutProblem } from './checkout-api';
import { CheckoutIcon } from './checkout-icons';
import { ProblemList } from './problem-list';
import rowStyles from './shop-block.module.css';

/**
 * The order's own vouchers (platform discount or cashback, free shipping): what is in use, the
 * "chosen for you" banner when the server picked the best combination, and the way back to it
 * after a choice by hand.
 */
export function PlatformVouchers({
  discount,
  codes,
  auto,
  manual,
  bestSaving,
  problems,
  onOpen,
  onUseBest,
}: {
  /** What the order's vouchers take off (platform and shipping discounts of the quote). */
  discount: number;
  /** The codes in use, shown when they take nothing off (a cashback). */
  codes: string[];
  /** The server chose (the quote says so). */
  auto: boolean;
  /** The buyer chose by hand. */
  manual: boolean;
  bestSaving: number;
  problems: readonly CheckoutProblem[];
  onOpen: () => void;
  onUseBest: () => void;
}) {
  const t = useT();
  return (
    <section className={styles.block} aria-labelledby="checkout-vouchers-title">
      <button type="button" className={rowStyles.row} onClick={onOpen} data-testid="voucher-open">
        <span className={rowStyles.rowLabel} id="checkout-vouchers-title">
          <CheckoutIcon name="ticket" />
          {t('checkout.vouchers.title')}
        </span>
        <span className={discount > 0 || codes.length > 0 ? rowStyles.rowValueActive : rowStyles.rowValue}>
          {discount > 0
            ? t('checkout.vouchers.chosen', { amount: formatVnd(discount) })
            : codes.length > 0
              ? codes.join(', ')
              : t('checkout.vouchers.none')}
          <Chevron direction="right" />
        </span>
      </button>
      {auto && !manual && bestSaving > 0 && (
        <p className={styles.autoBanner} data-testid="voucher-auto">
          <CheckoutIcon name="check" size={16} />
          {t('checkout.vouchers.autoBanner', { amount: formatVnd(bestSaving) })}
        </p>
      )}
      {manual && (
        <div className={styles.bestRow}>
          {bestSaving > 0 && (
            <p className={styles.muted}>
              {t('checkout.vouchers.bestHint', { amount: formatVnd(bestSaving) })}
            </p>
          )}
          <Button size="sm" variant="secondary" onClick={onUseBest} data-testid="voucher-best">
            {t('checkout.vouchers.useBest')}
          </Button>
        </div>
      )}
      <ProblemList problems={problems} />
    </section>
  );
}
