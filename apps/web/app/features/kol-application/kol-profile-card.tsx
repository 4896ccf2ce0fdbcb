import { formatCount } from '@cho-dep/core/format/count';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import type { components } from '../../lib/api-schema.gen';
import { useLanguage, useT } from '../../lib/i18n';
import { Card } from '../../ui/card';
import styles from './kol-application.module.css';

type Application = NonNullable<components['schemas']['KolApplication']>;

/** An approved KOL's record as the account page shows it back: channels, payout account, tax code. */
export function KolProfileCard({ application: a }: { application: Application }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Card as="section" className={styles.form} data-testid="kol-profile">
      <h2 className={styles.title}>{t('affiliateApply.profile.title')}</h2>
      {a.approvedAt && (
        <p className={styles.muted}>
          {t('affiliateApply.profile.since', { date: formatDateTime(a.approvedAt, language) })}
        </p>
      )}
      <ul className={styles.perks}>
        {a.channels.map((c) => (
          <li key={c.url}>
            {t(`affiliateApply.platform.${c.platform}`)}:{' '}
            <a href={c.url} rel="noopener noreferrer nofollow" target="_blank">
              {c.url}
            </a>{' '}
            ({formatCount(c.followers, language)})
          </li>
        ))}
      </ul>
      <p>
        {t('affiliateApply.form.niches')}: {a.niches.map((n) => t(`affiliateApply.niche.${n}`)).join(', ')}
      </p>
      <p>
        {t('affiliateApply.form.payout')}: {a.bankName} {a.bankAccountMasked} ({a.accountHolder})
      </p>
      <p>
        {t('affiliateApply.form.taxCode')}: {a.taxCode}
      </p>
    </Card>
  );
}
