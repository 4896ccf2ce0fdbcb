import type { ShopApplicationDetail } from '@cho-dep/api/shops/registration/admin-shop-applications';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatPhoneDisplay } from '@cho-dep/core/phone/phone-display';
import type { ReactNode } from 'react';
import { useLanguage, useT } from '../../../lib/i18n';
import { AdminPage } from '../../../ui/admin-page';
import { Badge } from '../../../ui/badge';
import styles from './admin-review.module.css';
import { deadlineShown } from './deadline-shown';
import { DecisionPanel } from './decision-panel';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children ?? '—'}</dd>
    </>
  );
}

function Verified({ ok }: { ok: boolean }) {
  const t = useT();
  return (
    <Badge tone={ok ? 'success' : 'warning'}>
      {ok ? t('admin.shops.detail.verified') : t('admin.shops.detail.notVerified')}
    </Badge>
  );
}

/** A private document (ID card, licence) from the onboarding documents route, opened full size on tap. */
function Document({ label, href }: { label: string; href: string | null }) {
  const t = useT();
  return (
    <li className={styles.document}>
      <span>{label}</span>
      {href ? (
        <a href={href} target="_blank" rel="noreferrer">
          <img src={href} alt={label} />
        </a>
      ) : (
        <span className={styles.missing}>{t('admin.shops.detail.noDocument')}</span>
      )}
    </li>
  );
}

/** /quan-tri/cua-hang/:shopId: every registration field, the documents, and the decision. */
export function ShopApplicationScreen({ application: a }: { application: ShopApplicationDetail }) {
  const t = useT();
  const language = useLanguage();
  const d = (key: string) => t(`admin.shops.detail.${key}`);
  const date = (iso: string | null) => (iso ? formatDateTime(iso, language) : null);
  return (
    <AdminPage title={a.shopName} description={t('admin.shops.title')} withBreadcrumb>
      <div className={styles.detail}>
        <DecisionPanel
          target="shop"
          id={a.shopId}
          state={{ status: a.status, rejectReason: a.rejectReason, decidedAt: a.decidedAt }}
        />
        <div className={styles.main}>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{d('shopSection')}</h2>
            <dl className={styles.fields}>
              <Field label={d('name')}>{a.shopName}</Field>
              <Field label={d('slug')}>{a.slug}</Field>
              <Field label={d('country')}>{d(`countries.${a.country}`)}</Field>
              <Field label={d('category')}>{a.mainCategory}</Field>
              <Field label={d('businessType')}>{d(`businessTypes.${a.businessType}`)}</Field>
              <Field label={d('taxCode')}>{a.taxCode}</Field>
              <Field label={d('address')}>{a.address}</Field>
              <Field label={t('admin.shops.columns.submitted')}>{date(a.submittedAt)}</Field>
              <Field label={t('admin.shops.columns.replyBy')}>
                {a.replyBy && (
                  <span className={a.overdue ? styles.danger : undefined}>
                    {date(deadlineShown(a.replyBy))}{' '}
                    {a.overdue && <Badge tone="danger">{t('admin.overdue')}</Badge>}
                  </span>
                )}
              </Field>
              {a.submissionCount > 1 && <Field label={d('submissions')}>{a.submissionCount}</Field>}
            </dl>
            {a.description && <p className={styles.description}>{a.description}</p>}
          </section>

          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{d('documentsSection')}</h2>
            <ul className={styles.documents}>
              <Document label={d('idFront')} href={a.documents.idFront} />
              <Document label={d('idBack')} href={a.documents.idBack} />
              <Document label={d('licence')} href={a.documents.licence} />
            </ul>
          </section>

          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{d('platformsSection')}</h2>
            <dl className={styles.fields}>
              <Field label={d('platformsSection')}>
                {a.platforms.length > 0
                  ? a.platforms.map((code) => t(`onboarding.platform.${code}`)).join(', ')
                  : d('none')}
              </Field>
              <Field label={d('link')}>
                {a.platformLink && (
                  <a href={a.platformLink} target="_blank" rel="noreferrer nofollow">
                    {a.platformLink}
                  </a>
                )}
              </Field>
            </dl>
          </section>
        </div>

        <div className={styles.side}>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{d('ownerSection')}</h2>
            <dl className={styles.fields}>
              <Field label={d('ownerName')}>{a.ownerName}</Field>
              <Field label={d('accountName')}>{a.owner.fullName}</Field>
              <Field label={d('idNumber')}>{a.idNumber}</Field>
              <Field label={d('email')}>
                {a.owner.email && (
                  <>
                    {a.owner.email} <Verified ok={a.owner.emailVerified} />
                  </>
                )}
              </Field>
              <Field label={d('phone')}>
                {a.owner.phone && (
                  <>
                    {formatPhoneDisplay(a.owner.phone) ?? a.owner.phone}{' '}
                    <Verified ok={a.owner.phoneVerified} />
                  </>
                )}
              </Field>
              <Field label={d('identity')}>
                <Verified ok={a.owner.identityVerifiedAt !== null} />
              </Field>
              <Field label={d('memberSince')}>{date(a.owner.createdAt)}</Field>
            </dl>
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{d('paymentSection')}</h2>
            <dl className={styles.fields}>
              <Field label={d('bankName')}>{a.bankName}</Field>
              <Field label={d('bankAccount')}>{a.bankAccount}</Field>
              <Field label={d('bankBranch')}>{a.bankBranch}</Field>
            </dl>
          </section>
        </div>
      </div>
    </AdminPage>
  );
}
