import type { CampaignList } from '@cho-dep/api/campaigns/campaign-schemas';
import { CAMPAIGN_PHASES, type CampaignPhase } from '@cho-dep/core/marketing/campaign-phase';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { AdminPage } from '../../../ui/admin-page';
import { buttonClassName } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Pagination } from '../../../ui/pagination';
import { CAMPAIGNS_PATH } from './campaign-api';
import { PhaseBadge, span } from './campaign-labels';
import styles from './campaigns.module.css';

/** /quan-tri/chien-dich?phase=&page=: the platform's campaigns, latest sale first. */
export function CampaignListScreen({ list, phase }: { list: CampaignList; phase: CampaignPhase | null }) {
  const t = useT();
  const href = (p: CampaignPhase | null, page = 1) => {
    const q = new URLSearchParams();
    if (p) q.set('phase', p);
    if (page > 1) q.set('page', String(page));
    const s = q.toString();
    return s ? `${CAMPAIGNS_PATH}?${s}` : CAMPAIGNS_PATH;
  };
  return (
    <AdminPage title={t('campaigns.meta.list')} description={t('campaigns.admin.description')} withBreadcrumb>
      <div className={styles.actions}>
        <Link to={`${CAMPAIGNS_PATH}/tao`} className={buttonClassName({ variant: 'primary' })}>
          {t('campaigns.admin.create')}
        </Link>
      </div>
      <nav className={styles.tabs} aria-label={t('admin.tabsLabel')}>
        {[null, ...CAMPAIGN_PHASES].map((p) => (
          <Link
            key={p ?? 'all'}
            to={href(p)}
            className={[styles.tab, p === phase ? styles.tabActive : ''].join(' ')}
            aria-current={p === phase ? 'page' : undefined}
          >
            {t(`campaigns.phase.${p ?? 'all'}`)}
          </Link>
        ))}
      </nav>
      {list.data.length === 0 ? (
        <EmptyState title={t('campaigns.admin.empty')} />
      ) : (
        <ul className={styles.list}>
          {list.data.map((c) => (
            <li key={c.id} className={styles.card} data-testid="campaign-row">
              <div className={styles.cardHead}>
                <h2 className={styles.cardTitle}>
                  <Link to={`${CAMPAIGNS_PATH}/chi-tiet/${c.id}`}>{c.name}</Link>
                </h2>
                <PhaseBadge phase={c.phase} />
              </div>
              <p className={styles.meta}>
                {t('campaigns.info.sale')}: {span(c.startsAt, c.endsAt)}
              </p>
              <p className={styles.meta}>
                {t('campaigns.info.registration')}: {span(c.registrationStartsAt, c.registrationEndsAt)}
              </p>
              <p className={styles.meta}>
                {t('campaigns.info.minDiscount', { percent: c.minDiscountPercent })} ·{' '}
                {t('campaigns.info.counts', c.counts)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        pages={Math.max(1, Math.ceil(list.total / list.pageSize))}
        href={(page) => href(phase, page)}
        label={t('admin.paginationLabel')}
      />
    </AdminPage>
  );
}
