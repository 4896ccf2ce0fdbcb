import { formatVnd } from '@cho-dep/core/format/money';
import type { ReturnStatus } from '@cho-dep/core/returns/return-statuses';
import { useT } from '../../lib/i18n';
import { Badge, type BadgeTone } from '../../ui/badge';
import styles from './returns.module.css';
import type { ReturnView } from './returns-api';

const TONES: Record<ReturnStatus, BadgeTone> = {
  awaiting_review: 'warning',
  goods_returning: 'info',
  refund_in_transit: 'info',
  buyer_cancelled: 'neutral',
  seller_rejected: 'danger',
  complaint_resolved: 'neutral',
  refund_successful: 'success',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const t = useT();
  return <Badge tone={TONES[status]}>{t(`returns.status.${status}`)}</Badge>;
}

/** One request as every party sees it: what, why, how much, the seller's answer and the refunds. */
export function ReturnSummary({ request }: { request: ReturnView }) {
  const t = useT();
  const compensation = request.amountComputed - request.itemsPaid;
  return (
    <div className={styles.card}>
      <div className={styles.row}>
        <strong>{t('returns.form.order', { code: request.orderCode })}</strong>
        <ReturnStatusBadge status={request.status} />
      </div>
      <span className={styles.muted}>{request.shopName}</span>
      <ul className={styles.items}>
        {request.items.map((item) => (
          <li key={item.orderItemId} className={styles.row}>
            <span>
              {item.productName} <span className={styles.muted}>{item.variantLabel}</span>
            </span>
            <span>x{item.quantity}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.definition}>
        <dt>{t('returns.form.reason')}</dt>
        <dd>{t(`returns.reason.${request.reason}`)}</dd>
        <dt>{t('returns.form.description')}</dt>
        <dd>{request.description}</dd>
        <dt>{t('returns.detail.itemsPaid')}</dt>
        <dd>{formatVnd(request.itemsPaid)}</dd>
        {compensation > 0 && (
          <>
            <dt>{t('returns.detail.compensation')}</dt>
            <dd>{formatVnd(compensation)}</dd>
          </>
        )}
        <dt>{t('returns.detail.refundAmount')}</dt>
        <dd className={styles.amount}>{formatVnd(request.refundAmount)}</dd>
        {request.returnTrackingCode && (
          <>
            <dt>{t('returns.detail.tracking')}</dt>
            <dd>{request.returnTrackingCode}</dd>
          </>
        )}
        {request.sellerRejectReason && (
          <>
            <dt>{t('returns.detail.sellerRejected')}</dt>
            <dd>{request.sellerRejectReason}</dd>
            <dt>{t('returns.detail.sellerEmail')}</dt>
            <dd>{request.sellerRejectEmail}</dd>
          </>
        )}
      </dl>
      {(request.media.length > 0 || request.sellerRejectPhotoUrl) && (
        <div className={styles.media}>
          {request.media.map((m) =>
            /\.(mp4|mov|webm)$/.test(m.key) ? (
              // biome-ignore lint/a11y/useMediaCaption: buyer evidence videos have no captions
              <video key={m.key} className={styles.thumb} src={m.url} controls preload="metadata" />
            ) : (
              <a key={m.key} href={m.url} target="_blank" rel="noreferrer">
                <img className={styles.thumb} src={m.url} alt={t('returns.form.media')} loading="lazy" />
              </a>
            ),
          )}
          {request.sellerRejectPhotoUrl && (
            <a href={request.sellerRejectPhotoUrl} target="_blank" rel="noreferrer">
              <img
                className={styles.thumb}
                src={request.sellerRejectPhotoUrl}
                alt={t('returns.seller.rejectPhoto')}
              />
            </a>
          )}
        </div>
      )}
      {request.refunds.length > 0 && (
        <ul className={styles.items} aria-label={t('returns.refund.title')}>
          {request.refunds.map((refund) => (
            <li key={refund.id} className={styles.row}>
              <span>
                {refund.method === 'provider'
                  ? t('returns.refund.provider', { provider: (refund.provider ?? '').toUpperCase() })
                  : t('returns.refund.bank_transfer')}
                {refund.bankDetails &&
                  (refund.bankDetails.bankAccount ? (
                    <span className={styles.muted}>
                      {' '}
                      · {refund.bankDetails.bankName} {refund.bankDetails.bankAccount} (
                      {refund.bankDetails.accountHolder})
                    </span>
                  ) : (
                    <span className={styles.muted}> · {t('returns.refund.bankMissing')}</span>
                  ))}
              </span>
              <span>
                {formatVnd(refund.amount)} · {t(`returns.refund.${refund.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
