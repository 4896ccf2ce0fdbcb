import { formatVnd } from '@cho-dep/core/format/money';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import styles from './checkout.module.css';
import type { CheckoutTotals } from './checkout-api';
import { CheckoutIcon } from './checkout-icons';

/** The totals of product.md §3: goods, domestic and international shipping, the three discounts, total_order_payment. */
export function MoneySummary({ totals }: { totals: CheckoutTotals }) {
  const t = useT();
  const minus = (amount: number) => (amount > 0 ? `-${formatVnd(amount)}` : formatVnd(0));
  const rows: { key: string; label: string; value: string; discount?: boolean }[] = [
    { key: 'goods', label: t('checkout.summary.goods'), value: formatVnd(totals.goods) },
    // A Korean shop's order keeps its two legs apart: inside Vietnam and across the border.
    ...(totals.internationalShipping > 0
      ? [
          {
            key: 'shipping',
            label: t('checkout.summary.domesticShipping'),
            value: formatVnd(totals.shipping),
          },
          {
            key: 'internationalShipping',
            label: t('checkout.summary.internationalShipping'),
            value: formatVnd(totals.internationalShipping),
          },
        ]
      : [{ key: 'shipping', label: t('checkout.summary.shipping'), value: formatVnd(totals.shipping) }]),
    {
      key: 'shopDiscount',
      label: t('checkout.summary.shopDiscount'),
      value: minus(totals.shopDiscount),
      discount: totals.shopDiscount > 0,
    },
    {
      key: 'platformDiscount',
      label: t('checkout.summary.platformDiscount'),
      value: minus(totals.platformDiscount),
      discount: totals.platformDiscount > 0,
    },
    {
      key: 'shippingDiscount',
      label: t('checkout.summary.shippingDiscount'),
      value: minus(totals.shippingDiscount),
      discount: totals.shippingDiscount > 0,
    },
  ];
  return (
    <section className={styles.block} aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 className={styles.blockTitle} id="checkout-summary-title">
        <CheckoutIcon name="receipt" />
        {t('checkout.summary.title')}
      </h2>
      <dl className={styles.summary}>
        {rows.map((row) => (
          <div key={row.key} style={{ display: 'contents' }} data-testid={`summary-${row.key}`}>
            <dt>{row.label}</dt>
            <dd className={row.discount ? styles.discount : undefined}>{row.value}</dd>
          </div>
        ))}
        <dt className={styles.totalLabel}>{t('checkout.summary.total')}</dt>
        <dd className={styles.totalAmount} data-testid="summary-total">
          {formatVnd(totals.totalPayment)}
        </dd>
      </dl>
      {totals.cashback > 0 && (
        <p className={styles.cashback} data-testid="summary-cashback">
          {t('checkout.summary.cashback', { amount: formatVnd(totals.cashback) })}
        </p>
      )}
    </section>
  );
}

/** product.md §5: the buyer must agree to the terms; the policies open in a new tab. */
export function TermsAgreement({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  const links = [
    { href: '/chinh-sach/quy-che-hoat-dong', label: t('checkout.terms.operating') },
    { href: '/chinh-sach/doi-tra-hoan-tien', label: t('checkout.terms.returns') },
    { href: '/chinh-sach/bao-ve-du-lieu-ca-nhan', label: t('checkout.terms.privacy') },
  ];
  return (
    <div className={`${styles.block} ${styles.terms}`} data-testid="checkout-terms">
      <Checkbox
        label={t('checkout.terms.agree')}
        checked={checked}
        error={error}
        onChange={(event) => onChange(event.target.checked)}
        name="agreeTerms"
      />
      <ul className={styles.termsLinks}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} target="_blank" rel="noopener">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The total and "Đặt hàng", always in reach: fixed above the phone's navigation bar. */
export function OrderBar({
  total,
  saved,
  note,
  disabled,
  busy,
  onPlace,
}: {
  total: number | null;
  saved: number;
  /** Why the button waits, if it does (prices updating, problems to fix). */
  note: string | null;
  disabled: boolean;
  busy: boolean;
  onPlace: () => void;
}) {
  const t = useT();
  return (
    <div className={styles.bar} data-action-bar>
      <div className={styles.barTotal}>
        <span className={styles.barLabel}>{t('checkout.bar.total')}</span>
        <span className={styles.barAmount} data-testid="checkout-total" aria-live="polite">
          {total === null ? '—' : formatVnd(total)}
        </span>
        {saved > 0 && (
          <span className={styles.barSaved}>{t('checkout.bar.saved', { amount: formatVnd(saved) })}</span>
        )}
        {note && <span className={styles.barNote}>{note}</span>}
      </div>
      <Button
        className={styles.barButton}
        onClick={onPlace}
        disabled={disabled}
        loading={busy}
        data-testid="place-order"
      >
        {t('checkout.bar.placeOrder')}
      </Button>
    </div>
  );
}
