import type { LiveSummaryView } from '@cho-dep/api/live/live-view-schemas';
import { formatCount } from '@cho-dep/core/format/count';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import styles from './live-card.module.css';

/**
 * One live in a list (/live, the home page's strip, a shop's page): its cover with LIVE and
 * viewers, or its start time, or "Xem lại", then shop and title.
 */
export function LiveCard({ live }: { live: LiveSummaryView }) {
  const t = useT();
  const language = useLanguage();
  const onAir = live.state === 'live';
  return (
    <Link to={`/live/${live.id}`} className={styles.card} data-testid="live-card" data-state={live.state}>
      <span className={styles.cover}>
        {live.coverUrl ? (
          <img src={live.coverUrl} alt="" loading="lazy" />
        ) : (
          // Without a cover the card still reads as the shop's live: its initial on the brand's colours.
          <span className={styles.noCover} aria-hidden="true">
            {live.shop.name.charAt(0).toUpperCase()}
          </span>
        )}
        {onAir ? (
          <span className={styles.badges}>
            <span className={styles.onAir}>LIVE</span>
            <span className={styles.viewers}>{formatCount(live.viewers, language)}</span>
          </span>
        ) : (
          <span className={styles.badges}>
            <span className={styles.tag}>
              {live.state === 'scheduled'
                ? formatDateTime(live.scheduledAt, language)
                : live.state === 'cancelled'
                  ? t('storefront.lives.cancelled')
                  : t('storefront.lives.replay')}
            </span>
          </span>
        )}
      </span>
      <span className={styles.shop}>{live.shop.name}</span>
      <span className={styles.cardTitle}>{live.title}</span>
    </Link>
  );
}
