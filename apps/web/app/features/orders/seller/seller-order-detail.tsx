import type { SellerOrderDetail } from '@cho-dep/api/orders/seller-order-schemas';
import { formatDateTime, formatDay } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, api } from '../../../lib/api-client';
import { useLanguage, useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import { OrderStatusBadge } from './order-status';
import styles from './seller-order-detail.module.css';
import { CancelDialog, NoteDialog, RatingDialog, type ShipChoice, ShipDialog } from './seller-order-dialogs';
import { SellerOrderHistory } from './seller-order-history';
import { SellerOrderMoney } from './seller-order-money';

type Dialog = 'cancel' | 'ship' | 'note' | 'rate' | null;

/** The ship endpoint belongs to the shipments module; until it is deployed the route is missing. */
function isMissingEndpoint(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'ROUTE_NOT_FOUND' || error.status === 405);
}

/**
 * /ban-hang/quan-ly-don-hang/{orderId}: everything about one order and the seller's moves.
 * The buttons come from the server (`actions`, core availableEvents): the page never guesses
 * what the state machine allows. Every call answers the order as it is now, which replaces
 * what the page shows.
 */
export function SellerOrderDetailScreen({ initial }: { initial: SellerOrderDetail }) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const [order, setOrder] = useState(initial);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => setOrder(initial), [initial]);

  const base = `/api/v1/seller/orders/${order.id}`;
  /**
   * Calls the API; answers null when it worked, else the message to show. Our routes answer
   * the whole order; the shipments module answers only its shipping fields, so after those
   * calls (`reload`) the order is read again.
   */
  const call = async (
    path: string,
    method: string,
    body: unknown,
    done: string,
    reload = false,
  ): Promise<string | null> => {
    try {
      const answer = await api<{ data: SellerOrderDetail }>(`${base}${path}`, { method, body });
      setOrder(reload ? (await api<{ data: SellerOrderDetail }>(base)).data : answer.data);
      toast.show(t(done), 'success');
      return null;
    } catch (error) {
      if (isMissingEndpoint(error)) return t('sellerOrders.shipDialog.unavailable');
      return error instanceof ApiError ? error.message : t('errors.INTERNAL');
    }
  };
  const quick = async (key: string, path: string, done: string, reload = false) => {
    setBusy(key);
    const problem = await call(path, 'POST', undefined, done, reload);
    setBusy(null);
    if (problem) toast.show(problem, 'error');
  };

  const can = (event: SellerOrderDetail['actions'][number]) => order.actions.includes(event);
  const cancelReasonText = (reason: string) => t(`orders.cancelReasons.${reason}`, { defaultValue: reason });

  return (
    <div className={styles.screen}>
      <Link to="/ban-hang/quan-ly-don-hang" className={styles.back}>
        ← {t('sellerOrders.detail.back')}
      </Link>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('sellerOrders.meta.detail', { code: order.code })}</h1>
          <p className={styles.muted}>
            {t('sellerOrders.detail.placedAt', { date: formatDateTime(order.createdAt, language) })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} completed={order.completed} />
      </header>

      {order.status === 'cancellation_pending' && (
        <Alert tone="info">
          <strong>{t('sellerOrders.detail.cancelRequest')}</strong>
          {order.cancelRequestReason && (
            <>
              {' '}
              —{' '}
              {t('sellerOrders.detail.cancelRequestReason', {
                reason: cancelReasonText(order.cancelRequestReason),
              })}
            </>
          )}
        </Alert>
      )}
      {order.status === 'cancelled' && order.cancelledBy && (
        <Alert tone="error">
          {t('sellerOrders.detail.cancelled', { actor: t(`sellerOrders.actors.${order.cancelledBy}`) })}
          {order.cancelReason && (
            <> — {t('sellerOrders.detail.cancelReason', { reason: cancelReasonText(order.cancelReason) })}</>
          )}
        </Alert>
      )}

      <section className={styles.actionBar} aria-label={t('sellerOrders.actions.label')}>
        {can('seller_confirm') && (
          <Button
            onClick={() => void quick('confirm', '/confirm', 'sellerOrders.toasts.confirmed')}
            loading={busy === 'confirm'}
          >
            {t('sellerOrders.actions.confirm')}
          </Button>
        )}
        {order.canHandOver && (
          <Button onClick={() => setDialog('ship')}>{t('sellerOrders.actions.handOver')}</Button>
        )}
        {can('delivered') && (
          <Button
            onClick={() => void quick('delivered', '/delivered', 'sellerOrders.toasts.delivered', true)}
            loading={busy === 'delivered'}
          >
            {t('sellerOrders.actions.markDelivered')}
          </Button>
        )}
        {can('seller_accept_cancel') && (
          <Button
            variant="danger"
            onClick={() => void quick('accept', '/cancel-request/accept', 'sellerOrders.toasts.accepted')}
            loading={busy === 'accept'}
          >
            {t('sellerOrders.actions.acceptCancel')}
          </Button>
        )}
        {can('seller_refuse_cancel') && (
          <Button
            variant="secondary"
            onClick={() => void quick('refuse', '/cancel-request/refuse', 'sellerOrders.toasts.refused')}
            loading={busy === 'refuse'}
          >
            {t('sellerOrders.actions.refuseCancel')}
          </Button>
        )}
        {order.status !== 'cancelled' && (
          <Link
            to={`/ban-hang/quan-ly-don-hang/${order.id}/in`}
            className={buttonClassName({ variant: 'secondary' })}
            target="_blank"
            rel="noopener"
          >
            {t('sellerOrders.actions.print')}
          </Link>
        )}
        <Button variant="neutral" onClick={() => setDialog('note')}>
          {t('sellerOrders.actions.note')}
        </Button>
        {order.buyerRating.canRate && (
          <Button variant="neutral" onClick={() => setDialog('rate')}>
            {t('sellerOrders.actions.rate')}
          </Button>
        )}
        {can('seller_cancel') && (
          <Button variant="ghost" onClick={() => setDialog('cancel')}>
            {t('sellerOrders.actions.cancel')}
          </Button>
        )}
      </section>

      <div className={styles.columns}>
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby="so-items">
            <h2 id="so-items" className={styles.cardTitle}>
              {t('sellerOrders.detail.items')}
            </h2>
            <ul className={styles.items}>
              {order.items.map((line) => (
                <li key={line.id} className={styles.item}>
                  {line.image ? (
                    <img src={line.image} alt="" width={64} height={64} className={styles.thumb} />
                  ) : (
                    <span className={styles.thumb} aria-hidden="true" />
                  )}
                  <span className={styles.itemText}>
                    <span className={styles.itemName}>{line.productName}</span>
                    <span className={styles.muted}>{line.variantLabel}</span>
                    <span className={styles.muted}>
                      {formatVnd(line.unitPrice)} {t('sellerOrders.list.quantity', { count: line.quantity })}
                    </span>
                  </span>
                  <span className={styles.itemTotal}>{formatVnd(line.lineTotal)}</span>
                </li>
              ))}
            </ul>
          </section>

          <SellerOrderMoney order={order} />
          <SellerOrderHistory order={order} />
        </div>

        <div className={styles.side}>
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
            {order.recipient.phoneMasked && (
              <p className={styles.hint}>{t('sellerOrders.detail.phoneMasked')}</p>
            )}
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

          {order.status !== 'cancelled' && (
            <section className={styles.card} aria-labelledby="so-rating">
              <h2 id="so-rating" className={styles.cardTitle}>
                {t('sellerOrders.detail.rating')}
              </h2>
              {order.buyerRating.rating ? (
                <>
                  <p>
                    <span className={styles.stars} aria-hidden="true">
                      {'★'.repeat(order.buyerRating.rating.stars)}
                      {'☆'.repeat(5 - order.buyerRating.rating.stars)}
                    </span>{' '}
                    {t('sellerOrders.detail.rated', { stars: order.buyerRating.rating.stars })}
                  </p>
                  {order.buyerRating.rating.comment && (
                    <p className={styles.note}>{order.buyerRating.rating.comment}</p>
                  )}
                </>
              ) : order.buyerRating.canRate ? (
                order.buyerRating.deadline && (
                  <p className={styles.muted}>
                    {t('sellerOrders.detail.ratingDeadline', {
                      date: formatDateTime(order.buyerRating.deadline, language),
                    })}
                  </p>
                )
              ) : (
                <p className={styles.muted}>
                  {order.deliveredAt
                    ? t('sellerOrders.detail.ratingClosed')
                    : t('sellerOrders.detail.ratingNotYet')}
                </p>
              )}
            </section>
          )}
        </div>
      </div>

      {dialog === 'cancel' && (
        <CancelDialog
          code={order.code}
          onClose={() => setDialog(null)}
          onSubmit={(reason) => call('/cancel', 'POST', { reason }, 'sellerOrders.toasts.cancelled')}
        />
      )}
      {dialog === 'ship' && (
        <ShipDialog
          code={order.code}
          method={order.shippingMethod}
          onClose={() => setDialog(null)}
          onSubmit={(choice: ShipChoice) =>
            call('/ship', 'POST', choice, 'sellerOrders.toasts.shipped', true)
          }
        />
      )}
      {dialog === 'note' && (
        <NoteDialog
          code={order.code}
          initial={order.sellerNote ?? ''}
          onClose={() => setDialog(null)}
          onSubmit={(note) => call('/note', 'PUT', { note }, 'sellerOrders.toasts.noteSaved')}
        />
      )}
      {dialog === 'rate' && (
        <RatingDialog
          onClose={() => setDialog(null)}
          onSubmit={({ stars, comment }) =>
            call(
              '/buyer-rating',
              'POST',
              comment ? { stars, comment } : { stars },
              'sellerOrders.toasts.rated',
            )
          }
        />
      )}
    </div>
  );
}
