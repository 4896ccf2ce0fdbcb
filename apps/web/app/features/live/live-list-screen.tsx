import type { LiveSummaryView } from '@cho-dep/api/live/live-view-schemas';
import { useT } from '../../lib/i18n';
import { LiveCard } from '../../ui/live-card/live-card';
import styles from './live.module.css';

/** /live: on air now first, then the upcoming ones, then the replays still kept. */
export function LiveListScreen({ lives, replays }: { lives: LiveSummaryView[]; replays: LiveSummaryView[] }) {
  const t = useT();
  const groups = [
    { key: 'onAir', title: t('live.onAir'), items: lives.filter((l) => l.state === 'live') },
    { key: 'upcoming', title: t('live.upcoming'), items: lives.filter((l) => l.state === 'scheduled') },
    { key: 'replay', title: t('live.replay'), items: replays },
  ].filter((g) => g.items.length > 0);
  return (
    <div className={styles.page} data-testid="live-list">
      <h1 className={styles.heading}>{t('live.title')}</h1>
      {groups.length === 0 ? <p className={styles.empty}>{t('storefront.lives.none')}</p> : null}
      {groups.map((group) => (
        <section key={group.key} data-testid={`live-group-${group.key}`}>
          <h2 className={styles.groupTitle}>{group.title}</h2>
          <div className={styles.grid}>
            {group.items.map((live) => (
              <LiveCard key={live.id} live={live} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
