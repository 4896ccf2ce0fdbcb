import { formatDateTime } from '@cho-dep/core/format/date-time';
import { useLanguage, useT } from '../../../lib/i18n';
import { readHistoryNote } from './order-format';
import styles from './seller-order-detail.module.css';
import type { SellerOrder } from './use-seller-order';

/** The order's steps, newest first, each in words with the reason a cancellation gave. */
export function SellerOrderHistory({ order }: { order: SellerOrder }) {
  const t = useT();
  const language = useLanguage();
  const cancelReasonText = (reason: string) => t(`orders.cancelReasons.${reason}`, { defaultValue: reason });
  return (
    <section className={styles.card} aria-labelledby="so-history">
      <h2 id="so-history" className={styles.cardTitle}>
        {t('sellerOrders.detail.history')}
      </h2>
      <ol className={styles.timeline}>
        {[...order.history].reverse().map((entry, index) => {
          const { event, detail } = readHistoryNote(entry.note);
          return (
            <li key={`${entry.actionTime}-${index}`} className={styles.step}>
              <span className={styles.stepText}>
                {event
                  ? t(`sellerOrders.events.${event}`, {
                      defaultValue: t(`sellerOrders.tabs.${entry.status}`),
                    })
                  : t(`sellerOrders.tabs.${entry.status}`)}
                {detail && <span className={styles.muted}> — {cancelReasonText(detail)}</span>}
              </span>
              <time className={styles.muted} dateTime={entry.actionTime}>
                {formatDateTime(entry.actionTime, language)}
              </time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
