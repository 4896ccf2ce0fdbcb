import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { AdminPage } from '../../ui/admin-page';
import styles from './affiliate-desk.module.css';
import { CampaignList } from './campaign-list';
import { DESK_TABS, type DeskQuery, deskHref } from './desk-query';
import type { HeldConversion, KolPage, PendingCampaign } from './desk-types';
import { KolList } from './kol-list';
import { ReviewList } from './review-list';

export type DeskData =
  | { tab: 'kols'; list: KolPage }
  | { tab: 'campaigns'; campaigns: PendingCampaign[] }
  | { tab: 'reviews'; conversions: HeldConversion[] };

/**
 * /quan-tri/tiep-thi-lien-ket: the three things of affiliate marketing that wait for an admin,
 * one tab each, with how many wait beside each tab.
 */
export function DeskScreen({
  query,
  data,
  waiting,
}: {
  query: DeskQuery;
  data: DeskData;
  waiting: Record<(typeof DESK_TABS)[number], number>;
}) {
  const t = useT();
  return (
    <AdminPage title={t('affiliateAdmin.title')} description={t('affiliateAdmin.description')} withBreadcrumb>
      <nav className={styles.tabs} aria-label={t('affiliateAdmin.tabsLabel')}>
        {DESK_TABS.map((tab) => (
          <Link
            key={tab}
            to={deskHref({ tab })}
            className={`${styles.tab} ${tab === query.tab ? styles.tabActive : ''}`}
            aria-current={tab === query.tab ? 'page' : undefined}
          >
            {t(`affiliateAdmin.tabs.${tab}`)}
            {waiting[tab] > 0 && <span className={styles.count}>{waiting[tab]}</span>}
          </Link>
        ))}
      </nav>
      {data.tab === 'kols' && <KolList list={data.list} status={query.status} />}
      {data.tab === 'campaigns' && <CampaignList campaigns={data.campaigns} />}
      {data.tab === 'reviews' && <ReviewList conversions={data.conversions} />}
    </AdminPage>
  );
}
