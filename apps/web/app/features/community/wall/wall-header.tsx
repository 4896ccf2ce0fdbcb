import { formatCount } from '@cho-dep/core/format/count';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { COMPOSE_HREF, shopHref } from '../feed/community-links';
import { Avatar } from '../feed/post-author';
import { FollowMemberButton } from './follow-member-button';
import styles from './wall.module.css';
import type { WallTab, WallView } from './wall-types';

/**
 * The top of a wall: picture, name, bio, the body facts the owner chose to show, the counts
 * (each leading to its tab), and follow (someone else's wall) or edit and write (my own).
 */
export function WallHeader({
  wall,
  tabHref,
  onEdit,
  onFollowChange,
}: {
  wall: WallView;
  tabHref: (tab: WallTab) => string;
  onEdit: () => void;
  onFollowChange: (state: { following: boolean; followerCount: number }) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const facts: string[] = [];
  if (wall.bodyShape) facts.push(t(`community.bodyShape.${wall.bodyShape}`));
  if (wall.heightCm != null && wall.weightKg != null) {
    facts.push(t('community.card.measurements', { height: wall.heightCm, weight: wall.weightKg }));
  }
  const counts = [
    { tab: 'posts' as const, value: wall.postCount, label: t('community.wall.postsLabel') },
    { tab: 'followers' as const, value: wall.followerCount, label: t('community.wall.followersLabel') },
    { tab: 'following' as const, value: wall.followingCount, label: t('community.wall.followingLabel') },
  ];
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <Avatar name={wall.name} url={wall.avatarUrl} size={84} />
        <div className={styles.identityText}>
          <h1 className={styles.name}>{wall.name}</h1>
          {facts.length > 0 && (
            <p className={styles.facts} data-testid="wall-facts">
              {facts.join(' · ')}
            </p>
          )}
          {wall.shop && (
            <Link to={shopHref(wall.shop.id)} className={styles.shopLink}>
              {t('community.wall.shop', { name: wall.shop.name })}
            </Link>
          )}
        </div>
      </div>
      {wall.bio && <p className={styles.bio}>{wall.bio}</p>}
      <ul className={styles.counts}>
        {counts.map((count) => (
          <li key={count.tab}>
            <Link to={tabHref(count.tab)} className={styles.count} replace preventScrollReset>
              <strong className={styles.countValue} data-testid={`wall-count-${count.tab}`}>
                {formatCount(count.value, language)}
              </strong>
              <span className={styles.countLabel}>{count.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {wall.isMe ? (
          <>
            <Button variant="secondary" onClick={onEdit} data-testid="wall-edit">
              {t('community.wall.edit')}
            </Button>
            <Link to={COMPOSE_HREF} className={styles.write}>
              {t('community.feed.create')}
            </Link>
          </>
        ) : (
          <FollowMemberButton userId={wall.id} initial={wall.followedByMe} onChange={onFollowChange} />
        )}
      </div>
    </header>
  );
}
