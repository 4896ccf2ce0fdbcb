import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useInfiniteQuery } from '../../../lib/query-cache';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { mentionHref } from '../feed/community-links';
import { Avatar } from '../feed/post-author';
import { FollowMemberButton } from './follow-member-button';
import styles from './wall.module.css';
import { FOLLOWS_PATH, fetchFollows } from './wall-api';
import type { FollowPage } from './wall-types';

/** A wall's followers or the accounts it follows, page by page, each with its own follow button. */
export function FollowList({
  userId,
  kind,
  initial,
  generation,
}: {
  userId: string;
  kind: 'follower' | 'following';
  initial: FollowPage;
  generation: string;
}) {
  const t = useT();
  const list = useInfiniteQuery({
    queryKey: [FOLLOWS_PATH, userId, kind, generation],
    queryFn: ({ pageParam }) => fetchFollows(userId, kind, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: FollowPage) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    initialData: { pages: [initial], pageParams: [1] },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const accounts = list.data.pages.flatMap((page) => page.data);
  if (accounts.length === 0) {
    return (
      <EmptyState
        title={kind === 'follower' ? t('community.wall.emptyFollowers') : t('community.wall.emptyFollowing')}
      />
    );
  }
  return (
    <>
      <ul className={styles.follows} data-testid="follow-list">
        {accounts.map((account) => (
          <li key={`${account.kind}-${account.id}`} className={styles.followRow}>
            <Link to={mentionHref(account)} className={styles.followWho}>
              <Avatar name={account.name} url={account.avatarUrl} size={44} />
              <span className={styles.followName}>{account.name}</span>
            </Link>
            {account.kind === 'user' && !account.isMe && (
              <FollowMemberButton userId={account.id} initial={account.followedByMe} size="sm" />
            )}
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            size="sm"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('community.wall.more')}
          </Button>
        </div>
      )}
    </>
  );
}
