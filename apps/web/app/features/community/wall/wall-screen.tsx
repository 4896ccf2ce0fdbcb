import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useT } from '../../../lib/i18n';
import { EmptyState } from '../../../ui/empty-state';
import { BlookGrid } from '../blook/blook-grid';
import { wallHref } from '../feed/community-links';
import { FeedList } from '../feed/feed-list';
import { NowContext } from '../feed/now-context';
import { FollowList } from './follow-list';
import styles from './wall.module.css';
import { WallEditSheet } from './wall-edit-sheet';
import { WallHeader } from './wall-header';
import { WALL_TABS, type WallScreenData, type WallTab } from './wall-types';

const TAB_KEYS: Record<WallTab, string> = {
  posts: 'community.wall.tabs.posts',
  blook: 'community.wall.tabs.blook',
  followers: 'community.wall.tabs.followers',
  following: 'community.wall.tabs.following',
};

function TabBody({ data }: { data: WallScreenData }) {
  const t = useT();
  const userId = data.wall.id;
  switch (data.tab) {
    case 'blook':
      return <BlookGrid userId={userId} initial={data.blooks} />;
    case 'followers':
    case 'following':
      return (
        <FollowList
          key={data.tab}
          userId={userId}
          kind={data.tab === 'followers' ? 'follower' : 'following'}
          initial={data.follows}
          generation={data.now}
        />
      );
    default:
      return (
        <FeedList
          source={{ kind: 'wall', userId }}
          initial={data.posts}
          generation={data.now}
          empty={<EmptyState title={t('community.wall.emptyPosts')} />}
        />
      );
  }
}

/** /tuong and /tuong/{id}: a member's wall with its posts, blooks and follow lists. */
export function WallScreen({
  data,
  basePath,
  editOpen = false,
}: {
  data: WallScreenData;
  /** /tuong for my own wall, /tuong/{id} for anyone's. */
  basePath?: string;
  editOpen?: boolean;
}) {
  const t = useT();
  const revalidator = useRevalidator();
  const [wall, setWall] = useState(data.wall);
  const [editing, setEditing] = useState(editOpen && data.wall.isMe);
  const base = basePath ?? wallHref(wall.id);
  const tabHref = (tab: WallTab) => (tab === 'posts' ? base : `${base}?tab=${tab}`);
  return (
    <NowContext.Provider value={data.now}>
      <div className={styles.page}>
        <WallHeader
          wall={wall}
          tabHref={tabHref}
          onEdit={() => setEditing(true)}
          onFollowChange={(state) =>
            setWall((before) => ({
              ...before,
              followedByMe: state.following,
              followerCount: state.followerCount,
            }))
          }
        />
        <nav className={styles.tabs} aria-label={t('community.wall.tabsLabel')}>
          {WALL_TABS.map((tab) => (
            <Link
              key={tab}
              to={tabHref(tab)}
              replace
              preventScrollReset
              className={tab === data.tab ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              aria-current={tab === data.tab ? 'page' : undefined}
              data-testid={`wall-tab-${tab}`}
            >
              {t(TAB_KEYS[tab])}
            </Link>
          ))}
        </nav>
        <div className={data.tab === 'blook' ? styles.wide : styles.column}>
          <TabBody data={data} />
        </div>
        {editing && (
          <WallEditSheet
            wall={wall}
            onClose={() => setEditing(false)}
            onSaved={(saved) => {
              setWall(saved);
              setEditing(false);
              void revalidator.revalidate();
            }}
          />
        )}
      </div>
    </NowContext.Provider>
  );
}
