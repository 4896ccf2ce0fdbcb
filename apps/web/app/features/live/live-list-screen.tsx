import type { LiveSummaryView } from '@cho-dep/api/live/live-view-schemas';
import { useT } from '../../lib/i18n';
import styles from './live.module.css';
import { LiveCard } from './live-card';

/** /live: on air now first, then the upcoming ones; replays stay on each shop's page. */
export function LiveListScreen({ lives }: { lives: LiveSummaryView[] }) {
  const t = useT();
  const groups = [
    { key: 'onAir', title: t('live.onAir'), items: lives.filter((l) => l.state === 'live') },
    { key: 'upcoming', title: t('live.upcoming'), items: lives.filter((l) => l.state === 'scheduled') },
    { key: 'replay', title: t('live.replay'), items: lives.filter((l) => l.state === 'ended') },
  ].filter((g) => g.items.length > 0);
  return (
    <div className={styles.page} data-testid="live-list">
      <h1 className={styles.heading}>{t('live.title')}</h1>
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
