import { LIMITS } from '@cho-dep/core/constants/limits';
import { useLanguage, useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import styles from './edit-notice.module.css';
import { formatDay } from './product-format';
import { ProductStatusBadge } from './product-status';
import type { SellerProductDetail } from './products-api';

const P = LIMITS.product;

/**
 * What the seller should know before editing: the product's state, why it was refused, and
 * for a live product the price rule (product.md §5: one change per 14 days, at most 3)
 * and which edits send it back to review (helper C's contract lists them).
 */
export function EditNotice({ detail }: { detail: SellerProductDetail }) {
  const t = useT();
  const language = useLanguage();
  const live = detail.status === 'approved' || detail.status === 'hidden';
  const lock = detail.priceLock;
  return (
    <div className={styles.notices}>
      <p className={styles.statusLine}>
        {t('sellerProducts.edit.status')} <ProductStatusBadge tab={detail.tab} />
      </p>
      {detail.status === 'rejected' && detail.rejectReason && (
        <Alert tone="error">
          <strong>{t('sellerProducts.edit.rejectedTitle')}</strong> {detail.rejectReason}
        </Alert>
      )}
      {detail.status === 'pending' && (
        <Alert tone="info">
          {t('sellerProducts.edit.pending', { min: P.approvalDaysMin, max: P.approvalDaysMax })}
        </Alert>
      )}
      {live && (
        <div className={styles.liveNotice}>
          <section className={styles.noticeCard} aria-labelledby="price-lock-title">
            <h2 id="price-lock-title" className={styles.noticeTitle}>
              {t('sellerProducts.lock.title')}
            </h2>
            <p>
              {t('sellerProducts.lock.rule', {
                days: lock.lockoutDays,
                max: lock.changesMax,
                window: lock.windowDays,
              })}
            </p>
            {lock.allowed ? (
              <p className={styles.noticeGood}>
                {t('sellerProducts.lock.allowed', { count: lock.changesLeft })}
              </p>
            ) : (
              <p className={styles.noticeBad}>
                {lock.allowedFrom
                  ? t('sellerProducts.lock.lockedUntil', {
                      date: formatDay(lock.allowedFrom, language),
                      count: lock.changesLeft,
                    })
                  : t('sellerProducts.lock.limitReached', { max: lock.changesMax })}
              </p>
            )}
          </section>
          <section className={styles.noticeCard} aria-labelledby="review-again-title">
            <h2 id="review-again-title" className={styles.noticeTitle}>
              {t('sellerProducts.edit.reviewAgainTitle')}
            </h2>
            <p>{t('sellerProducts.edit.reviewAgain')}</p>
            <p className={styles.noticeMuted}>{t('sellerProducts.edit.staysLive')}</p>
          </section>
        </div>
      )}
    </div>
  );
}
