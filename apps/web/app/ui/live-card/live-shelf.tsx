import type { LiveSummaryView } from '@cho-dep/api/live/live-view-schemas';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { LiveCard } from './live-card';
import styles from './live-shelf.module.css';

/**
 * A swipeable row of lives under a title (the home page's "Đang live", a shop's lives), with
 * the way to the whole list; nothing at all when there is no live to show.
 */
export function LiveShelf({
  title,
  lives,
  moreHref,
  testId,
}: {
  title: string;
  lives: LiveSummaryView[];
  moreHref?: string;
  testId: string;
}) {
  const t = useT();
  const titleId = useId();
  if (lives.length === 0) return null;
  return (
    <section className={styles.shelf} aria-labelledby={titleId} data-testid={testId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {moreHref ? (
          <Link to={moreHref} className={styles.more}>
            {t('common.seeAll')}
          </Link>
        ) : null}
      </div>
      <ul className={styles.row}>
        {lives.map((live) => (
          <li key={live.id}>
            <LiveCard live={live} />
          </li>
        ))}
      </ul>
    </section>
  );
}
