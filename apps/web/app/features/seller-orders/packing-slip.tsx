import type { SellerOrderDetail } from '@cho-dep/api/seller-orders/seller-order-schemas';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button, buttonClassName } from '../../ui/button';
import styles from './packing-slip.module.css';

/**
 * The packing slip (/ban-hang/quan-ly-don-hang/{id}/in): one A6-to-A4 friendly sheet to stick
 * on the parcel. The code is printed large between asterisks, the way couriers key codes in by
 * hand; it is text, not a scannable barcode (the carrier's own label carries that). The
 * seller's private note is left off: the slip travels with the parcel to the buyer.
 */
export function PackingSlip({ order }: { order: SellerOrderDetail }) {
  const t = useT();
  const quantity = order.items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <Link
          to={`/ban-hang/quan-ly-don-hang/${order.id}`}
          className={buttonClassName({ variant: 'ghost', size: 'sm' })}
        >
          ← {t('sellerOrders.slip.back')}
        </Link>
        <Button size="sm" onClick={() => window.print()}>
          {t('sellerOrders.slip.print')}
        </Button>
      </div>

      <article className={styles.slip} aria-labelledby="slip-title">
        <header className={styles.head}>
          <h1 id="slip-title" className={styles.title}>
            {t('sellerOrders.slip.title')}
          </h1>
          <p className={styles.carrier}>{t(`sellerOrders.shipping.${order.shippingMethod}`)}</p>
        </header>

        <div className={styles.codeBox}>
          <p className={styles.codeLabel}>{t('sellerOrders.slip.orderCode')}</p>
          <p className={styles.code}>
            <span aria-hidden="true">*</span>
            {order.code}
            <span aria-hidden="true">*</span>
          </p>
          {order.waybillCode && (
            <p className={styles.waybill}>
              {t('sellerOrders.slip.waybill')}: <strong>{order.waybillCode}</strong>
            </p>
          )}
          <p className={styles.small}>
            {t('sellerOrders.slip.placedAt')}: {formatDateTime(order.createdAt)}
          </p>
        </div>

        <div className={styles.parties}>
          <section className={styles.party} aria-labelledby="slip-sender">
            <h2 id="slip-sender" className={styles.partyTitle}>
              {t('sellerOrders.slip.sender')}
            </h2>
            <p className={styles.name}>{order.pickup.name}</p>
            <p>{order.pickup.phone}</p>
            <p>{order.pickup.line}</p>
          </section>
          <section className={styles.party} aria-labelledby="slip-recipient">
            <h2 id="slip-recipient" className={styles.partyTitle}>
              {t('sellerOrders.slip.recipient')}
            </h2>
            <p className={styles.name}>{order.recipient.name}</p>
            <p>{order.recipient.phone}</p>
            <p>{order.recipient.line}</p>
          </section>
        </div>

        <section aria-labelledby="slip-items">
          <h2 id="slip-items" className={styles.partyTitle}>
            {t('sellerOrders.slip.items')}
          </h2>
          <table className={styles.items}>
            <thead>
              <tr>
                <th scope="col">{t('sellerOrders.slip.product')}</th>
                <th scope="col" className={styles.qty}>
                  {t('sellerOrders.slip.quantity')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((line) => (
                <tr key={line.id}>
                  <td>
                    {line.productName}
                    <span className={styles.variant}> — {line.variantLabel}</span>
                  </td>
                  <td className={styles.qty}>{line.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.small}>{t('sellerOrders.slip.totalQuantity', { count: quantity })}</p>
        </section>

        <section className={styles.cod} aria-label={t('sellerOrders.slip.cod')}>
          {order.money.codAmount > 0 ? (
            <>
              <span>{t('sellerOrders.slip.cod')}</span>
              <strong className={styles.codAmount}>{formatVnd(order.money.codAmount)}</strong>
            </>
          ) : (
            <span>{t('sellerOrders.slip.noCod')}</span>
          )}
        </section>

        <section aria-labelledby="slip-notes">
          <h2 id="slip-notes" className={styles.partyTitle}>
            {t('sellerOrders.slip.notes')}
          </h2>
          {order.buyerNote && <p>{t('sellerOrders.slip.buyerNote', { note: order.buyerNote })}</p>}
          <p className={styles.small}>{t('sellerOrders.slip.checkBeforePay')}</p>
        </section>

        <footer className={styles.signature}>
          <span>{t('sellerOrders.slip.signature')}</span>
        </footer>
      </article>
    </div>
  );
}
