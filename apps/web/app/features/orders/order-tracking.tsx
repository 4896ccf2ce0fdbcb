import type { BuyerOrderDetail } from '@cho-dep/api/orders/buyer-order-schemas';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { formatDateTime } from './order-format';
import styles from './order-tracking.module.css';
import { carrierStatusWords } from './order-words';
import shared from './orders.module.css';

/**
 * Our own tracking of the parcel (Shopee's "Theo dõi đơn hàng"): the carrier's latest scan in
 * the shipping panel, and every scan in a sheet, newest first, in the buyer's language. The
 * carrier's own site stays one link away inside the sheet, never the only way to see it.
 */
export function OrderTracking({ order }: { order: BuyerOrderDetail }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { shipping } = order;
  const scans = [...order.tracking].reverse();
  const latest = scans[0];
  if (shipping.method === 'self' || (!latest && !shipping.trackingCode)) return null;
  const carrier = t(`orders.carriers.${shipping.method}`);
  return (
    <div className={styles.tracking}>
      {latest ? (
        <p className={styles.trackingLatest} data-testid="tracking-latest">
          <span className={shared.muted}>{t('orders.tracking.latest')}: </span>
          <strong>{carrierStatusWords(t, latest.carrier, latest.carrierStatus, latest.companyStatus)}</strong>
          <time dateTime={latest.time} className={shared.muted}>
            {' · '}
            {formatDateTime(latest.time)}
          </time>
        </p>
      ) : (
        <p className={shared.muted}>{t('orders.tracking.empty')}</p>
      )}
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="tracking-open">
        {t('orders.tracking.open')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('orders.tracking.title')}
        description={[carrier, shipping.trackingCode].filter(Boolean).join(' · ')}
        footer={
          <Button variant="neutral" onClick={() => setOpen(false)} data-autofocus>
            {t('orders.tracking.close')}
          </Button>
        }
      >
        {scans.length === 0 ? (
          <p className={shared.muted}>{t('orders.tracking.empty')}</p>
        ) : (
          <ol className={shared.timeline} data-testid="tracking-events">
            {scans.map((scan, index) => (
              <li
                key={`${scan.time}-${scan.carrierStatus}-${index}`}
                className={[shared.step, index === 0 && shared.stepCurrent].filter(Boolean).join(' ')}
                data-status={scan.companyStatus}
              >
                <time dateTime={scan.time} className={shared.stepTime}>
                  {formatDateTime(scan.time)}
                </time>
                <p className={shared.stepText}>
                  {carrierStatusWords(t, scan.carrier, scan.carrierStatus, scan.companyStatus)}
                </p>
              </li>
            ))}
          </ol>
        )}
        {shipping.trackingUrl && (
          <a href={shipping.trackingUrl} target="_blank" rel="noopener noreferrer" className={shared.link}>
            {t('orders.tracking.carrierSite', { carrier })}
          </a>
        )}
      </Modal>
    </div>
  );
}
