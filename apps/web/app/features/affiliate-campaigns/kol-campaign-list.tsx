import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/empty-state';
import { CampaignCard, type KolCampaignData } from './campaign-card';
import styles from './kol-campaigns.module.css';

/** /tiep-thi-lien-ket/chien-dich: the campaigns open to this KOL, the soonest to end first. */
export function KolCampaignList({ campaigns }: { campaigns: KolCampaignData[] }) {
  const t = useT();
  return (
    <div>
      <p className={styles.muted}>{t('affiliateCampaigns.intro')}</p>
      {campaigns.length === 0 ? (
        <EmptyState title={t('affiliateCampaigns.empty')} description={t('affiliateCampaigns.emptyHint')} />
      ) : (
        <ul className={`${styles.list} ${styles.section}`} data-testid="kol-campaigns">
          {campaigns.map((c) => (
            <CampaignCard key={c.id} campaign={c} />
          ))}
        </ul>
      )}
    </div>
  );
}
