import { formatDateTime, formatDay } from '@cho-dep/core/format/date-time';
import { useLanguage, useT } from '../../../lib/i18n';
import styles from './seller-order-detail.module.css';
import type { SellerOrder } from './use-seller-order';

/** Who bought and where it goes, how it ships, and the notes on the order. */
export function SellerOrderSide({ order }: { order: SellerOrder }) {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <section className={styles.card} aria-labelledby="so-buyer">
        <h2 id="so-buyer" className={styles.cardTitle}>
          {t('sellerOrders.detail.buyer')}
        </h2>
        <p className={styles.strong}>{order.buyer.name}</p>
        {order.buyer.guest && <p className={styles.muted}>{t('sellerOrders.detail.guest')}</p>}
        <h3 className={styles.subTitle}>{t('sellerOrders.detail.recipient')}</h3>
        <p>
          {order.recipient.name} · {order.recipient.phone}
        </p>
        <p className={styles.muted}>{order.recipient.line}</p>
        {order.recipient.phoneMasked && <p className={styles.hint}>{t('sellerOrders.detail.phoneMasked')}</p>}
      </section>

      <section className={styles.card} aria-labelledby="so-shipping">
        <h2 id="so-shipping" className={styles.cardTitle}>
          {t('sellerOrders.detail.shipping')}
        </h2>
        <p>
          {t(`sellerOrders.shipping.${order.shippingMethod}`)}
          {order.express && <> · {t('sellerOrders.detail.express')}</>}
        </p>
        {order.waybillCode ? (
          <p>
            {t('sellerOrders.detail.waybill')}: <strong>{order.waybillCode}</strong>
          </p>
        ) : (
          <p className={styles.muted}>{t('sellerOrders.detail.notShipped')}</p>
        )}
        {order.trackingCode && (
          <p>
            {t('sellerOrders.detail.tracking')}: {order.trackingCode}
          </p>
        )}
        {order.trackingUrl && (
          <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
            {t('sellerOrders.detail.trackLink')}
          </a>
        )}
        {order.deliveryFrom && order.deliveryTo && (
          <p className={styles.muted}>
            {t('sellerOrders.detail.estimate', {
              from: formatDay(order.deliveryFrom, language),
              to: formatDay(order.deliveryTo, language),
            })}
          </p>
        )}
        <h3 className={styles.subTitle}>{t('sellerOrders.detail.pickup')}</h3>
        <p className={styles.muted}>
          {order.pickup.name} · {order.pickup.phone}
          <br />
          {order.pickup.line}
        </p>
      </section>

      <section className={styles.card} aria-labelledby="so-notes">
        <h2 id="so-notes" className={styles.cardTitle}>
          {t('sellerOrders.detail.sellerNote')}
        </h2>
        <p className={order.sellerNote ? styles.note : styles.muted}>
          {order.sellerNote ?? t('sellerOrders.detail.noSellerNote')}
        </p>
        {order.buyerNote && (
          <>
            <h3 className={styles.subTitle}>{t('sellerOrders.detail.buyerNote')}</h3>
            <p className={styles.note}>{order.buyerNote}</p>
          </>
        )}
      </section>

      {order.status !== 'cancelled' && <BuyerRatingCard order={order} />}
    </>
  );
}

/** The seller's rating of the buyer: given, still open (until when), or no longer possible. */
function BuyerRatingCard({ order }: { order: SellerOrder }) {
  const t = useT();
  const language = useLanguage();
  const { rating, canRate, deadline } = order.buyerRating;
  return (
    <section className={styles.card} aria-labelledby="so-rating">
      <h2 id="so-rating" className={styles.cardTitle}>
        {t('sellerOrders.detail.rating')}
      </h2>
      {rating ? (
        <>
          <p>
            <span className={styles.stars} aria-hidden="true">
              {'★'.repeat(rating.stars)}
              {'☆'.repeat(5 - rating.stars)}
            </span>{' '}
            {t('sellerOrders.detail.rated', { stars: rating.stars })}
          </p>
          {rating.comment && <p className={styles.note}>{rating.comment}</p>}
        </>
      ) : canRate ? (
        deadline && (
          <p className={styles.muted}>
            {t('sellerOrders.detail.ratingDeadline', { date: formatDateTime(deadline, language) })}
          </p>
        )
      ) : (
        <p className={styles.muted}>
          {order.deliveredAt ? t('sellerOrders.detail.ratingClosed') : t('sellerOrders.detail.ratingNotYet')}
        </p>
      )}
    </section>
  );
}
