import { formatDateTime } from '@cho-dep/core/format/date-time';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { components } from '../../lib/api-schema.gen';
import { useLanguage, useT } from '../../lib/i18n';
import { useLoginPrompt } from '../../lib/use-require-login';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import styles from './kol-application.module.css';
import { KolApplicationForm } from './kol-application-form';

type Application = NonNullable<components['schemas']['KolApplication']>;

/**
 * /tiep-thi-lien-ket for anyone not yet an approved KOL: what the programme gives, then the
 * application form, the review under way, or the admin's reason for a rejection and the form
 * again. Signed out, a sign-in comes first.
 */
export function KolApplicationScreen({
  application,
  windowDays,
}: {
  application: Application | null;
  windowDays: number;
}) {
  const t = useT();
  const language = useLanguage();
  const { loggedIn, openLogin } = useLoginPrompt();
  const revalidator = useRevalidator();
  const [sent, setSent] = useState(false);
  const pending = application?.status === 'pending';
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1 className={styles.title}>{t('affiliateApply.title')}</h1>
        <p>{t('affiliateApply.intro')}</p>
        <ul className={styles.perks}>
          <li>{t('affiliateApply.perks.rate')}</li>
          <li>{t('affiliateApply.perks.window', { days: windowDays })}</li>
          <li>{t('affiliateApply.perks.payout')}</li>
        </ul>
      </section>
      {sent && <Alert tone="success">{t('affiliateApply.submitted')}</Alert>}
      {!loggedIn ? (
        <Card className={styles.form}>
          <p>{t('affiliateApply.signInBody')}</p>
          <Button onClick={() => openLogin()}>{t('affiliateApply.signIn')}</Button>
        </Card>
      ) : pending ? (
        <Card className={styles.form} data-testid="kol-application-pending">
          <h2 className={styles.title}>{t('affiliateApply.pendingTitle')}</h2>
          <p>{t('affiliateApply.pendingBody', { date: formatDateTime(application.appliedAt, language) })}</p>
        </Card>
      ) : (
        <Card className={styles.form}>
          {application?.status === 'rejected' && (
            <Alert tone="info">
              <strong>{t('affiliateApply.rejectedTitle')}</strong>{' '}
              {t('affiliateApply.rejectedBody', { reason: application.rejectReason ?? '' })}
            </Alert>
          )}
          <h2 className={styles.title}>{t('affiliateApply.form.title')}</h2>
          <KolApplicationForm
            onSent={() => {
              setSent(true);
              void revalidator.revalidate();
            }}
          />
        </Card>
      )}
    </div>
  );
}
