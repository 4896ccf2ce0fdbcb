import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { EmptyState } from '../../../ui/empty-state';
import { COMPOSE_HREF } from './community-links';
import styles from './feed.module.css';
import { FeedList } from './feed-list';
import { NowContext } from './now-context';
import type { FeedPage } from './post-types';

/** /cong-dong/hashtag/{tag}: the posts carrying one #tag, newest first. */
export function HashtagScreen({ tag, page, now }: { tag: string; page: FeedPage; now: string }) {
  const t = useT();
  return (
    <NowContext.Provider value={now}>
      <div className={styles.page}>
        <div className={styles.hashtagHead}>
          <Link to="/cong-dong" className={styles.back}>
            ‹ {t('community.feed.hashtagBack')}
          </Link>
        </div>
        <div className={styles.column}>
          <h1 className={styles.hashtagTitle}>{t('community.feed.hashtagTitle', { tag })}</h1>
          <FeedList
            source={{ kind: 'hashtag', tag }}
            initial={page}
            generation={now}
            empty={<EmptyState title={t('community.feed.empty')} />}
          />
        </div>
        <Link to={COMPOSE_HREF} className={styles.fab}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span className={styles.fabLabel}>{t('community.feed.create')}</span>
        </Link>
      </div>
    </NowContext.Provider>
  );
}
