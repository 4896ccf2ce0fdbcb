import type { BuyerOrderDetail } from '@cho-dep/api/orders/buyer-order-schemas';
import { formatVnd } from '@cho-dep/core/format/money';
import { historyDetailOf } from '@cho-dep/core/orders/history-note';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { useLoginPrompt } from '../../lib/use-require-login';
import { Button, buttonClassName } from '../../ui/button';
import { OrderActions } from './order-actions';
import styles from './order-detail-screen.module.css';
import { addressLine, formatDateTime, formatDay, orderLabel, ordersHref } from './order-format';
import { OrderLines } from './order-lines';
import { BackIcon } from './order-list-screen';
import { OrderTracking } from './order-tracking';
import { historyDetailWords, timelineWords } from './order-words';
import shared from './orders.module.css';

/**
 * /trang-ca-nhan/don-hang/{id}: the status and what comes next, the delivery address, the
 * carrier with waybill and our own tracking of the parcel, the timeline from the order history,
 * the lines and every money total, the payment method (and its deadline while unpaid), and the
 * actions. Opened by its signed link (/don-hang/{id}, `signedLink`) it is the same page for a
 * guest or a buyer without the session, with the way to log in instead of the actions.
 */
export function OrderDetailScreen({
  order,
  phone,
  signedLink = false,
}: {
  order: BuyerOrderDetail;
  phone: string;
  signedLink?: boolean;
}) {
  const t = useT();
  const { loggedIn, openLogin } = useLoginPrompt();
  const label = orderLabel(order);
  const { shipping, money } = order;
  const reason = historyDetailWords(t, historyDetailOf(order.cancelReason));
  const refundDue = order.refundDueAt !== null;
  const hint =
    label === 'pending'
      ? order.paymentDeadline
        ? t('orders.statusHint.pending', { deadline: formatDateTime(order.paymentDeadline) })
        : null
      : t(`orders.statusHint.${label}`);
  return (
    <div className={shared.page} data-testid="order-detail">
      <div className={shared.titleRow}>
        <Link
          to={signedLink ? '/tra-cuu-don-hang' : ordersHref('all')}
          className={shared.back}
          aria-label={signedLink ? t('orders.guest.back') : t('orders.detail.back')}
        >
          <BackIcon />
        </Link>
        <h1 className={shared.title}>{t('orders.detail.title')}</h1>
      </div>

      <section className={styles.hero} data-label={label}>
        <p className={styles.heroStatus} data-testid="order-status">
          {t(`orders.status.${label}`)}
        </p>
        {hint && <p className={styles.heroHint}>{hint}</p>}
        {order.status === 'cancelled' && reason && (
          <p className={styles.heroHint}>
            {t('orders.detail.cancelReason')}: {reason}
          </p>
        )}
        {refundDue && <p className={styles.heroHint}>{t('orders.detail.refundDue')}</p>}
      </section>

      <div className={styles.detailGrid}>
        <div className={styles.detailMain}>
          <section className={styles.panel} aria-labelledby="order-address">
            <h2 className={styles.panelTitle} id="order-address">
              {t('orders.detail.address')}
            </h2>
            <p className={styles.strong}>
              {order.recipient.recipientName} <span className={shared.muted}>{phone}</span>
            </p>
            <p>{addressLine(order.recipient)}</p>
          </section>

          <section className={styles.panel} aria-labelledby="order-shipping">
            <h2 className={styles.panelTitle} id="order-shipping">
              {t('orders.detail.shippingInfo')}
            </h2>
            <dl className={styles.facts}>
              <dt>{t('orders.detail.carrier')}</dt>
              <dd data-testid="order-carrier">
                {t(`orders.carriers.${shipping.method}`)}
                {shipping.express && ` · ${t('orders.detail.express')}`}
              </dd>
              {shipping.waybillCode && (
                <>
                  <dt>{t('orders.detail.waybill')}</dt>
                  <dd>{shipping.waybillCode}</dd>
                </>
              )}
              {shipping.trackingCode && (
                <>
                  <dt>{t('orders.detail.tracking')}</dt>
                  <dd>{shipping.trackingCode}</dd>
                </>
              )}
            </dl>
            {shipping.deliveryFrom && shipping.deliveryTo && order.status !== 'cancelled' && (
              <p className={shared.muted}>
                {t('orders.detail.estimate', {
                  from: formatDay(shipping.deliveryFrom),
                  to: formatDay(shipping.deliveryTo),
                })}
              </p>
            )}
            <OrderTracking order={order} />
          </section>

          <section className={styles.panel} aria-labelledby="order-timeline">
            <h2 className={styles.panelTitle} id="order-timeline">
              {t('orders.detail.timeline')}
            </h2>
            <ol className={shared.timeline} data-testid="order-timeline">
              {[...order.timeline].reverse().map((entry, index) => {
                const detail = historyDetailWords(t, entry.detail);
                return (
                  <li
                    key={`${entry.actionTime}-${entry.statusId}-${index}`}
                    className={[shared.step, index === 0 && shared.stepCurrent].filter(Boolean).join(' ')}
                  >
                    <time dateTime={entry.actionTime} className={shared.stepTime}>
                      {formatDateTime(entry.actionTime)}
                    </time>
                    <p className={shared.stepText}>{timelineWords(t, entry)}</p>
                    {detail && <p className={shared.muted}>{detail}</p>}
                  </li>
                );
              })}
            </ol>
          </section>
        </div>

        <div className={styles.detailSide}>
          <section className={styles.panel} aria-labelledby="order-lines">
            <h2 className={styles.panelTitle} id="order-lines">
              <Link to={`/nguoi-ban/${order.shop.id}`} className={shared.shopName}>
                {order.shop.name}
              </Link>
            </h2>
            {!signedLink && (
              <Link
                to={`/tro-chuyen?shop=${order.shop.id}&order=${order.id}`}
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                aria-label={t('chat.entry.orderLabel', { name: order.shop.name })}
                data-testid="order-chat"
              >
                {t('chat.entry.order')}
              </Link>
            )}
            <OrderLines items={order.items} />
            <dl className={styles.money} data-testid="order-money">
              <dt>{t('orders.detail.money.goods')}</dt>
              <dd>{formatVnd(money.goods)}</dd>
              <dt>
                {t(
                  money.internationalShipping > 0
                    ? 'orders.detail.money.domesticShipping'
                    : 'orders.detail.money.shipping',
                )}
              </dt>
              <dd>{formatVnd(money.shipping)}</dd>
              {money.internationalShipping > 0 && (
                <>
                  <dt>{t('orders.detail.money.internationalShipping')}</dt>
                  <dd data-testid="order-international-shipping">{formatVnd(money.internationalShipping)}</dd>
                </>
              )}
              {money.shippingDiscount > 0 && (
                <>
                  <dt>{t('orders.detail.money.shippingDiscount')}</dt>
                  <dd>-{formatVnd(money.shippingDiscount)}</dd>
                </>
              )}
              {money.shopDiscount > 0 && (
                <>
                  <dt>{t('orders.detail.money.shopDiscount')}</dt>
                  <dd>-{formatVnd(money.shopDiscount)}</dd>
                </>
              )}
              {money.platformDiscount > 0 && (
                <>
                  <dt>{t('orders.detail.money.platformDiscount')}</dt>
                  <dd>-{formatVnd(money.platformDiscount)}</dd>
                </>
              )}
              <dt className={styles.moneyTotal}>{t('orders.detail.money.total')}</dt>
              <dd className={styles.moneyTotal} data-testid="order-total">
                {formatVnd(money.total)}
              </dd>
            </dl>
            {order.vouchers.length > 0 && (
              <div className={styles.vouchers}>
                <p className={shared.muted}>{t('orders.detail.vouchers')}</p>
                <ul className={styles.voucherList}>
                  {order.vouchers.map((voucher) => (
                    <li key={`${voucher.code}-${voucher.kind}`} className={styles.voucher}>
                      <span>{voucher.code}</span>
                      <span>-{formatVnd(voucher.amount)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </section>

          <section className={styles.panel} aria-labelledby="order-payment">
            <h2 className={styles.panelTitle} id="order-payment">
              {t('orders.detail.payment')}
            </h2>
            <p>
              {order.walletProvider
                ? t(`checkout.payment.wallets.${order.walletProvider}`)
                : t(`checkout.payment.methods.${order.paymentMethod}`)}
            </p>
            {order.canPayAgain && order.paymentDeadline && (
              <p className={`${shared.deadline} ${styles.payBy}`} data-testid="order-pay-by">
                {t('orders.detail.payBy', { deadline: formatDateTime(order.paymentDeadline) })}
              </p>
            )}
            {order.paidAt && order.paymentMethod !== 'CASH' && (
              <p className={shared.muted}>
                {t('orders.detail.paidAt', { time: formatDateTime(order.paidAt) })}
              </p>
            )}
            {order.buyerNote && (
              <p className={shared.muted}>
                {t('orders.detail.note')}: {order.buyerNote}
              </p>
            )}
            <dl className={styles.facts}>
              <dt>{t('orders.detail.code')}</dt>
              <dd data-testid="order-code">{order.code}</dd>
              <dt>{t('orders.detail.placedAt')}</dt>
              <dd>{formatDateTime(order.createdAt)}</dd>
            </dl>
          </section>
        </div>
      </div>

      {signedLink ? (
        !loggedIn && (
          <div className={styles.guestNote} data-testid="signed-order-login">
            <p>{t('orders.guest.loginHint')}</p>
            <Button size="sm" variant="secondary" onClick={openLogin}>
              {t('orders.guest.login')}
            </Button>
          </div>
        )
      ) : (
        <div className={styles.actionBar} data-action-bar>
          <OrderActions order={order} size="md" />
        </div>
      )}
    </div>
  );
}
