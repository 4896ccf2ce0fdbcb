import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { buttonClassName } from '../../ui/button';
import { CampaignFacts, type KolCampaignData } from './campaign-card';
import { JoinButton } from './join-button';
import styles from './kol-campaigns.module.css';
import { KOL_CAMPAIGNS_HREF } from './kol-campaigns-api';
import { ProductLinkRow } from './product-link-row';

/** /tiep-thi-lien-ket/chien-dich/{id}: the campaign, its products, Join, then a link per product. */
export function KolCampaignDetail({ campaign: c }: { campaign: KolCampaignData }) {
  const t = useT();
  return (
    <div data-testid="kol-campaign-detail">
      <Link to={KOL_CAMPAIGNS_HREF} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
        {t('affiliateCampaigns.back')}
      </Link>
      <div className={styles.section}>
        <CampaignFacts campaign={c} />
        {c.description && <p>{c.description}</p>}
        {!c.joined && c.phase !== 'ended' && (
          <div className={styles.actions}>
            <JoinButton campaignId={c.id} />
          </div>
        )}
      </div>
      <section className={styles.section} aria-labelledby="campaign-products">
        <h2 id="campaign-products" className={styles.sectionTitle}>
          {t('affiliateCampaigns.products')}
        </h2>
        {!c.joined && <Alert tone="info">{t('affiliateCampaigns.joinToLink')}</Alert>}
        <ul className={styles.products}>
          {c.products.map((p) => (
            <ProductLinkRow key={p.id} product={p} canLink={c.joined} />
          ))}
        </ul>
      </section>
    </div>
  );
}
