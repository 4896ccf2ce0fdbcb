import type { PublicCampaign } from '@cho-dep/api/campaigns/campaign-schemas';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { CAMPAIGN_LIMITS } from '@cho-dep/core/marketing/campaign-input-schema';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { EmptyState } from '../../ui/empty-state';
import styles from './campaign-page.module.css';

/**
 * /chien-dich/{id}: a platform campaign with its approved products at their campaign price
 * (cart and checkout charge it during the sale; before it, the page says when it starts).
 */
export function CampaignPageScreen({ campaign }: { campaign: PublicCampaign }) {
  const t = useT();
  const language = useLanguage();
  const running = campaign.phase === 'running';
  return (
    <div className={styles.page}>
      {campaign.cover && (
        <img
          className={styles.cover}
          src={campaign.cover}
          alt=""
          width={CAMPAIGN_LIMITS.coverWidth}
          height={CAMPAIGN_LIMITS.coverHeight}
        />
      )}
      <header className={styles.hero}>
        <h1 className={styles.title}>{campaign.name}</h1>
        {campaign.description && <p className={styles.description}>{campaign.description}</p>}
        <p className={styles.when}>
          {running
            ? t('campaigns.public.endsAt', { time: formatDateTime(campaign.endsAt, language) })
            : t('campaigns.public.startsIn', { time: formatDateTime(campaign.startsAt, language) })}
        </p>
      </header>
      {!running && <Alert tone="info">{t('campaigns.public.notStarted')}</Alert>}
      {campaign.items.length === 0 ? (
        <EmptyState title={t('campaigns.public.empty')} />
      ) : (
        <ul className={styles.grid}>
          {campaign.items.map((item) => (
            <li key={`${item.productId}:${item.variantId ?? ''}`}>
              <Link
                to={`/san-pham/${item.productId}?position=${encodeURIComponent('Campaign')}`}
                className={styles.card}
              >
                {item.image ? (
                  <img
                    className={styles.image}
                    src={item.image}
                    alt=""
                    width={400}
                    height={400}
                    loading="lazy"
                  />
                ) : (
                  <span className={styles.image} />
                )}
                <span className={styles.body}>
                  <span className={styles.name}>
                    {item.name}
                    {item.variantLabel ? ` · ${item.variantLabel}` : ''}
                  </span>
                  <span className={styles.price}>{formatVnd(item.campaignPrice)}</span>
                  <span>
                    <span className={styles.strike}>{formatVnd(item.originalPrice)}</span>{' '}
                    <span className={styles.badge}>-{item.discountPercent}%</span>
                  </span>
                  <span className={styles.muted}>
                    {item.remaining > 0
                      ? t('campaigns.public.left', { count: item.remaining })
                      : t('campaigns.public.soldOut')}{' '}
                    · {item.shopName}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
