import { formatDateTime } from '@cho-dep/core/format/date-time';
import { useRevalidator } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import styles from './affiliate-desk.module.css';
import { DecisionButtons } from './decision-buttons';
import type { PendingCampaign } from './desk-types';

/** Sellers' open campaigns waiting for the admin, oldest first, each with its two answers. */
export function CampaignList({ campaigns }: { campaigns: PendingCampaign[] }) {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  if (campaigns.length === 0) return <EmptyState title={t('affiliateAdmin.campaigns.empty')} />;
  return (
    <>
      <p className={styles.total}>{t('affiliateAdmin.campaigns.total', { count: campaigns.length })}</p>
      <ul className={styles.list}>
        {campaigns.map((c) => (
          <li key={c.id}>
            <article className={styles.card} data-testid="affiliate-campaign">
              <div className={styles.cardHead}>
                <h2 className={styles.name}>{c.name}</h2>
                <Badge tone="info">
                  {t('affiliateAdmin.campaigns.ratePercent', { rate: c.ratePercent })}
                </Badge>
              </div>
              <span className={styles.muted}>
                {t('affiliateAdmin.campaigns.submitted', { date: formatDateTime(c.createdAt, language) })}
              </span>
              {c.description && <p className={styles.intro}>{c.description}</p>}
              <dl className={styles.facts}>
                <dt>{t('affiliateAdmin.campaigns.shop')}</dt>
                <dd>{c.shopName}</dd>
                <dt>{t('affiliateAdmin.campaigns.rate')}</dt>
                <dd>{t('affiliateAdmin.campaigns.ratePercent', { rate: c.ratePercent })}</dd>
                <dt>{t('affiliateAdmin.campaigns.dates')}</dt>
                <dd>
                  {formatDateTime(c.startsAt, language)} – {formatDateTime(c.endsAt, language)}
                </dd>
                <dt>{t('affiliateAdmin.campaigns.audience')}</dt>
                <dd>
                  {t(`affiliateAdmin.campaigns.audiences.${c.audience}`)}
                  {c.audience === 'invited' && (
                    <> · {t('affiliateAdmin.campaigns.invitees', { count: c.invitees.length })}</>
                  )}
                </dd>
                <dt>{t('affiliateAdmin.campaigns.productsLabel')}</dt>
                <dd>{t('affiliateAdmin.campaigns.products', { count: c.products })}</dd>
              </dl>
              <DecisionButtons
                target="campaign"
                id={c.id}
                words={{ name: c.name }}
                onDone={() => revalidator.revalidate()}
              />
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
