import { useT } from '../../../lib/i18n';
import { useInfiniteQuery, useQueryClient } from '../../../lib/query-cache';
import { useLoginPrompt } from '../../../lib/use-require-login';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import styles from './replies.module.css';
import { createReply, fetchReplies, REPLIES_PATH } from './reply-api';
import { ReplyComposer } from './reply-composer';
import { ReplyItem } from './reply-item';

/** A post's replies: the list page by page (cursor), and the box to write one. */
export function Replies({ postId, count }: { postId: string; count: number }) {
  const t = useT();
  const { loggedIn, openLogin } = useLoginPrompt();
  const client = useQueryClient();
  const queryKey = [REPLIES_PATH, postId];
  const replies = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchReplies(postId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const refresh = () => void client.invalidateQueries({ queryKey });
  const items = replies.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className={styles.section} id="binh-luan" aria-labelledby="replies-title">
      <h2 id="replies-title" className={styles.title}>
        {t('community.post.replies')} {count > 0 && <span className={styles.titleCount}>{count}</span>}
      </h2>
      {loggedIn ? (
        <ReplyComposer
          submitLabel={t('community.post.send')}
          onSubmit={async (input) => {
            await createReply(postId, input);
            refresh();
          }}
        />
      ) : (
        <Button variant="secondary" block onClick={openLogin}>
          {t('community.post.signInToReply')}
        </Button>
      )}
      {replies.isPending ? (
        <p className={styles.status}>
          <Spinner size="sm" decorative />
        </p>
      ) : replies.isError ? (
        <div className={styles.status} role="alert">
          {t('community.feed.loadFailed')}{' '}
          <Button size="sm" variant="secondary" onClick={() => void replies.refetch()}>
            {t('community.feed.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className={styles.status}>{t('community.post.noReplies')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} onChanged={refresh} />
          ))}
        </ul>
      )}
      {replies.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          loading={replies.isFetchingNextPage}
          onClick={() => void replies.fetchNextPage()}
        >
          {t('community.post.moreReplies')}
        </Button>
      )}
    </section>
  );
}
