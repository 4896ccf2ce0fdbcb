import { formatVnd } from '@cho-dep/core/format/money';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import styles from './seller-order-detail.module.css';
import type { SellerOrder } from './use-seller-order';

/**
 * What the buyer paid, what is withheld and what the shop receives: the payout is the revenue
 * pages' own figure, so the seller reads one amount for the order wherever they look.
 */
export function SellerOrderMoney({ order }: { order: SellerOrder }) {
  const t = useT();
  const m = order.money;
  return (
    <section className={styles.card} aria-labelledby="so-money">
      <h2 id="so-money" className={styles.cardTitle}>
        {t('sellerOrders.detail.payment')}
      </h2>
      <dl className={styles.money}>
        <MoneyRow label={t('sellerOrders.detail.money.goodsTotal')} value={m.goodsTotal} />
        {m.internationalShippingFee > 0 ? (
          <>
            <MoneyRow label={t('sellerOrders.detail.money.domesticShippingFee')} value={m.shippingFee} />
            <MoneyRow
              label={t('sellerOrders.detail.money.internationalShippingFee')}
              value={m.internationalShippingFee}
            />
          </>
        ) : (
          <MoneyRow label={t('sellerOrders.detail.money.shippingFee')} value={m.shippingFee} />
        )}
        {m.shopDiscount > 0 && (
          <MoneyRow label={t('sellerOrders.detail.money.shopDiscount')} value={-m.shopDiscount} />
        )}
        {m.platformDiscount > 0 && (
          <MoneyRow label={t('sellerOrders.detail.money.platformDiscount')} value={-m.platformDiscount} />
        )}
        {m.shippingDiscount > 0 && (
          <MoneyRow label={t('sellerOrders.detail.money.shippingDiscount')} value={-m.shippingDiscount} />
        )}
        <MoneyRow label={t('sellerOrders.detail.money.total')} value={m.total} strong />
        <MoneyRow label={t('sellerOrders.detail.money.taxVat')} value={-m.taxVat} />
        <MoneyRow label={t('sellerOrders.detail.money.taxPit')} value={-m.taxPit} />
        {m.payout && (
          <MoneyRow
            label={t(
              m.payout.state === 'settled' ? 'sellerRevenue.detail.net' : 'sellerRevenue.detail.netPending',
            )}
            value={m.payout.net}
            strong
          />
        )}
        {m.codAmount > 0 && order.status !== 'cancelled' && (
          <MoneyRow label={t('sellerOrders.detail.money.codAmount')} value={m.codAmount} strong />
        )}
      </dl>
      <p className={styles.muted}>
        {t('sellerOrders.detail.paymentMethod')}: {t(`sellerOrders.payment.${order.paymentMethod}`)} ·{' '}
        {t(`sellerOrders.paymentStatus.${order.paymentStatus}`)}
      </p>
      {order.status !== 'cancelled' && order.status !== 'pending' && (
        <Link to={`/ban-hang/doanh-thu/${order.id}`} className={styles.muted}>
          {t('sellerRevenue.orderLink')}
        </Link>
      )}
    </section>
  );
}

function MoneyRow({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={[styles.moneyRow, strong && styles.strong].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd>{value < 0 ? `-${formatVnd(-value)}` : formatVnd(value)}</dd>
    </div>
  );
}
