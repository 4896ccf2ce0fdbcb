import { formatVietnamDate } from '@cho-dep/core/shops/approval-reply-by';
import { SELLER_SUPPORT_EMAIL, SELLER_SUPPORT_PATH } from '@cho-dep/core/shops/seller-support';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { Button, buttonClassName } from '../../../ui/button';
import { Card } from '../../../ui/card';
import styles from './onboarding.module.css';
import type { RegistrationApplication } from './onboarding-api';
import { ClockIcon, CrossIcon } from './onboarding-icons';

/** product.md §4: pending approval, reply within 48 hours (weekends and holidays excluded). */
export function PendingApplication({ application }: { application: RegistrationApplication }) {
  const t = useT();
  return (
    <Card as="section" className={`${styles.card} ${styles.status}`} aria-labelledby="pending-heading">
      <span className={`${styles.statusIcon} ${styles.statusPending}`} aria-hidden="true">
        <ClockIcon />
      </span>
      <h2 id="pending-heading" className={styles.subheading}>
        {t('onboarding.pending.heading')}
      </h2>
      <p className={styles.muted}>{t('onboarding.pending.shop', { name: application.step1.name })}</p>
      <p>{t('onboarding.pending.body')}</p>
      {application.replyByDate && (
        <p className={styles.replyBy}>{t('onboarding.pending.replyBy', { date: application.replyByDate })}</p>
      )}
      {application.submittedAt && (
        <p className={styles.muted}>
          {t('onboarding.pending.submittedAt', {
            date: formatVietnamDate(new Date(application.submittedAt)),
          })}
        </p>
      )}
      <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
        {t('onboarding.pending.home')}
      </Link>
    </Card>
  );
}

/** product.md §8: 'Your request to create a store has been rejected', the reason, support. */
export function RejectedApplication({
  application,
  onResubmit,
}: {
  application: RegistrationApplication;
  onResubmit: () => void;
}) {
  const t = useT();
  const [before, after] = t('onboarding.rejected.contact', { email: '\u0000' }).split('\u0000');
  return (
    <Card as="section" className={`${styles.card} ${styles.status}`} aria-labelledby="rejected-heading">
      <span className={`${styles.statusIcon} ${styles.statusRejected}`} aria-hidden="true">
        <CrossIcon />
      </span>
      <h2 id="rejected-heading" className={styles.subheading}>
        {t('onboarding.rejected.heading')}
      </h2>
      <dl className={styles.reason}>
        <dt>{t('onboarding.rejected.reason')}</dt>
        <dd>{application.rejectReason || t('onboarding.rejected.noReason')}</dd>
      </dl>
      <p>
        {before}
        <a href={`mailto:${SELLER_SUPPORT_EMAIL}`}>{SELLER_SUPPORT_EMAIL}</a>
        {after}
      </p>
      <div className={styles.actions}>
        <Link to={SELLER_SUPPORT_PATH} className={buttonClassName({ variant: 'secondary' })}>
          {t('onboarding.rejected.helpCentre')}
        </Link>
        <Button onClick={onResubmit}>{t('onboarding.rejected.resubmit')}</Button>
      </div>
    </Card>
  );
}
