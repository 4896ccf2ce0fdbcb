import { formatDateTime } from '@cho-dep/core/format/date-time';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import { buttonClassName } from '../../ui/button';
import { JoinButton } from './join-button';
import styles from './kol-campaigns.module.css';
import { kolCampaignHref } from './kol-campaigns-api';

export interface KolCampaignData {
  id: string;
  name: string;
  description: string;
  ratePercent: number;
  startsAt: string;
  endsAt: string;
  audience: 'all' | 'invited';
  phase: 'upcoming' | 'running' | 'ended';
  shop: { id: string; name: string };
  products: { id: string; name: string; image: string | null; price: number }[];
  joined: boolean;
}

/** The campaign's words shared by its card and its page: rate, shop, dates, where it stands. */
export function CampaignFacts({ campaign: c }: { campaign: KolCampaignData }) {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <div className={styles.cardHead}>
        <span className={styles.rate}>{t('affiliateCampaigns.rate', { rate: c.ratePercent })}</span>
        <Badge tone={c.phase === 'running' ? 'primary' : c.phase === 'upcoming' ? 'info' : 'neutral'}>
          {t(`affiliateCampaigns.phase.${c.phase}`)}
        </Badge>
        {c.audience === 'invited' && <Badge tone="warning">{t('affiliateCampaigns.invited')}</Badge>}
        {c.joined && <Badge tone="success">{t('affiliateCampaigns.joined')}</Badge>}
      </div>
      <p className={styles.muted}>
        {c.shop.name} ·{' '}
        {t('affiliateCampaigns.dates', {
          from: formatDateTime(c.startsAt, language),
          to: formatDateTime(c.endsAt, language),
        })}
      </p>
    </>
  );
}

/** One campaign in the KOL's list: its terms, a glimpse of its products, Join and details. */
export function CampaignCard({ campaign: c }: { campaign: KolCampaignData }) {
  const t = useT();
  return (
    <li className={styles.card} data-testid="kol-campaign">
      <Link to={kolCampaignHref(c.id)} className={styles.name}>
        {c.name}
      </Link>
      <CampaignFacts campaign={c} />
      <div className={styles.thumbs}>
        {c.products
          .slice(0, 5)
          .map((p) =>
            p.image ? (
              <img
                key={p.id}
                className={styles.thumb}
                src={p.image}
                alt={p.name}
                width={48}
                height={48}
                loading="lazy"
              />
            ) : (
              <span key={p.id} className={styles.thumb} title={p.name} />
            ),
          )}
      </div>
      <p className={styles.muted}>{t('affiliateCampaigns.productsCount', { n: c.products.length })}</p>
      <div className={styles.actions}>
        {!c.joined && c.phase !== 'ended' && <JoinButton campaignId={c.id} />}
        <Link to={kolCampaignHref(c.id)} className={buttonClassName({ size: 'sm', variant: 'secondary' })}>
          {t('affiliateCampaigns.view')}
        </Link>
      </div>
    </li>
  );
}
