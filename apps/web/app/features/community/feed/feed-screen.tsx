import type { BlookPageView } from '@cho-dep/api/community/blooks/blook-view-schemas';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useLoginPrompt } from '../../../lib/use-require-login';
import { Button, buttonClassName } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { BlookGrid } from '../blook/blook-grid';
import { COMPOSE_HREF } from './community-links';
import styles from './feed.module.css';
import { FeedList } from './feed-list';
import { FEED_TABS, type FeedTab, feedTabHref, TAB_LABEL_KEYS } from './feed-tabs';
import { NowContext } from './now-context';
import type { FeedPage } from './post-types';

export type FeedScreenData =
  | { tab: 'for-you'; similar: false; page: FeedPage }
  | { tab: 'for-you'; similar: true; page: FeedPage | null; measurementsMissing: boolean }
  | { tab: 'following'; page: FeedPage | null }
  | { tab: 'saved'; userId: string | null }
  | { tab: 'blook'; blooks: BlookPageView };

/** The saved list is private and paged: the browser reads it from page 1 (no HTML to index). */
const FROM_PAGE_ONE: FeedPage = { items: [], nextCursor: '1' };

function SignInPrompt({ text }: { text: string }) {
  const t = useT();
  const { openLogin } = useLoginPrompt();
  return (
    <EmptyState
      title={text}
      action={
        <Button onClick={openLogin} data-testid="feed-sign-in">
          {t('community.feed.signIn')}
        </Button>
      }
    />
  );
}

function FeedBody({ data, now }: { data: FeedScreenData; now: string }) {
  const t = useT();
  switch (data.tab) {
    case 'blook':
      return <BlookGrid initial={data.blooks} />;
    case 'saved':
      if (!data.userId) return <SignInPrompt text={t('community.feed.signInSaved')} />;
      return (
        <FeedList
          source={{ kind: 'saved', userId: data.userId }}
          initial={FROM_PAGE_ONE}
          generation={now}
          markPages
          empty={<EmptyState title={t('community.feed.emptySaved')} />}
        />
      );
    case 'following':
      if (!data.page) return <SignInPrompt text={t('community.feed.signInFollowing')} />;
      return (
        <FeedList
          source={{ kind: 'following' }}
          initial={data.page}
          generation={now}
          empty={<EmptyState title={t('community.feed.emptyFollowing')} />}
        />
      );
    default:
      if (data.similar) {
        if (!data.page) return <SignInPrompt text={t('community.feed.similarBodyMissing')} />;
        if (data.measurementsMissing) {
          return (
            <EmptyState
              title={t('community.feed.similarBodyMissing')}
              action={
                <Link
                  to="/trang-ca-nhan?tab=measurements"
                  className={buttonClassName()}
                  data-testid="add-measurements"
                >
                  {t('community.feed.addMeasurements')}
                </Link>
              }
            />
          );
        }
        return (
          <FeedList
            source={{ kind: 'similar-body' }}
            initial={data.page}
            generation={now}
            empty={<EmptyState title={t('community.feed.empty')} />}
          />
        );
      }
      return (
        <FeedList
          source={{ kind: 'for-you' }}
          initial={data.page}
          generation={now}
          empty={<EmptyState title={t('community.feed.empty')} />}
        />
      );
  }
}

/** /cong-dong: the community's feeds under their tabs, with the "create post" button always at hand. */
export function FeedScreen({ data, now }: { data: FeedScreenData; now: string }) {
  const t = useT();
  const current: FeedTab = data.tab;
  const similar = data.tab === 'for-you' && data.similar;
  return (
    <NowContext.Provider value={now}>
      <div className={styles.page}>
        <h1 className="visually-hidden">{t('community.feed.title')}</h1>
        <nav className={styles.tabs} aria-label={t('community.feed.tabsLabel')}>
          {FEED_TABS.map((tab) => (
            <Link
              key={tab}
              to={feedTabHref(tab)}
              className={tab === current ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              aria-current={tab === current ? 'page' : undefined}
              data-testid={`feed-tab-${tab}`}
            >
              {t(TAB_LABEL_KEYS[tab])}
            </Link>
          ))}
        </nav>
        {current === 'for-you' && (
          <div className={styles.chips}>
            <Link
              to={feedTabHref('for-you', !similar)}
              className={similar ? `${styles.chip} ${styles.chipOn}` : styles.chip}
              aria-current={similar ? 'true' : undefined}
              data-testid="similar-body-chip"
            >
              {t('community.feed.similarBody')}
            </Link>
          </div>
        )}
        <div className={current === 'blook' ? styles.wide : styles.column}>
          <FeedBody data={data} now={now} />
        </div>
        <Link to={COMPOSE_HREF} className={styles.fab} data-testid="create-post">
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span className={styles.fabLabel}>{t('community.feed.create')}</span>
        </Link>
      </div>
    </NowContext.Provider>
  );
}
