import { formatCount } from '@cho-dep/core/format/count';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { AdminPage } from '../../ui/admin-page';
import { Badge } from '../../ui/badge';
import styles from './affiliate-desk.module.css';
import { DecisionButtons } from './decision-buttons';
import { deskHref } from './desk-query';
import type { KolRow } from './desk-types';
import { KolStatusBadge } from './kol-status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </>
  );
}

/**
 * /quan-tri/tiep-thi-lien-ket/kol/:userId: everything the applicant sent, so the admin can open
 * each channel and check its audience before answering; after the answer, back to the queue.
 */
export function KolApplicationScreen({ kol }: { kol: KolRow }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const k = (key: string) => t(`affiliateAdmin.kol.${key}`);
  return (
    <AdminPage title={kol.fullName} description={t('affiliateAdmin.tabs.kols')}>
      <Link to={deskHref({ tab: 'kols', status: kol.status })} className={styles.back}>
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M12.5 4.5L7 10l5.5 5.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {k('back')}
      </Link>
      <div className={styles.detail}>
        <div className={styles.aside}>
          <section className={styles.section} aria-live="polite">
            <div className={styles.status}>
              <KolStatusBadge status={kol.status} />
              {kol.decidedAt && (
                <span className={styles.muted}>
                  {k('decided')}: {formatDateTime(kol.decidedAt, language)}
                </span>
              )}
            </div>
            {kol.status === 'rejected' && kol.rejectReason && (
              <p className={styles.intro}>
                <strong>{k('rejectReason')}:</strong> {kol.rejectReason}
              </p>
            )}
            {kol.status === 'pending' && (
              <DecisionButtons
                target="kol"
                id={kol.userId}
                words={{ name: kol.fullName }}
                leaves
                onDone={() => navigate(deskHref({ tab: 'kols' }))}
              />
            )}
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{k('applicantSection')}</h2>
            <dl className={styles.facts}>
              <Fact label={k('name')}>{kol.fullName}</Fact>
              <Fact label={k('email')}>{kol.email}</Fact>
              <Fact label={k('applied')}>{formatDateTime(kol.appliedAt, language)}</Fact>
            </dl>
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{k('paymentSection')}</h2>
            <dl className={styles.facts}>
              <Fact label={k('bankName')}>{kol.bankName}</Fact>
              <Fact label={k('bankAccount')}>{kol.bankAccount}</Fact>
              <Fact label={k('accountHolder')}>{kol.accountHolder}</Fact>
              <Fact label={k('taxCode')}>{kol.taxCode}</Fact>
            </dl>
          </section>
        </div>
        <div className={styles.main}>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{k('channelsSection')}</h2>
            <ul className={styles.channels}>
              {kol.channels.map((c) => (
                <li key={c.url} className={styles.channel}>
                  <strong>{t(`affiliateApply.platform.${c.platform}`)}</strong>
                  <a href={c.url} target="_blank" rel="noreferrer nofollow">
                    {c.url}
                  </a>
                  <span className={styles.muted}>
                    {t('affiliateAdmin.kols.followers', {
                      count: c.followers,
                      shown: formatCount(c.followers, language),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('affiliateAdmin.kols.niches')}</h2>
            <ul className={styles.flags}>
              {kol.niches.map((n) => (
                <li key={n}>
                  <Badge>{t(`affiliateApply.niche.${n}`)}</Badge>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{k('aboutSection')}</h2>
            <p className={styles.intro}>{kol.intro || k('none')}</p>
          </section>
        </div>
      </div>
    </AdminPage>
  );
}
