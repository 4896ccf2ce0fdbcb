import { LIMITS } from '@cho-dep/core/constants/limits';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { call, client, multipart } from '../../../lib/api-fetch';
import { useLanguage, useT } from '../../../lib/i18n';
import { useInfiniteQuery, useQueryClient } from '../../../lib/query-cache';
import { useRequireLogin } from '../../../lib/use-require-login';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { AuthorAvatar } from './author-avatar';
import { addComment, COMMENTS_PATH, deleteComment, fetchComments } from './blook-api';
import styles from './blook-comments.module.css';
import shared from './blook-page.module.css';

const MAX = LIMITS.blook.commentMax;

/** Comments under a blook: newest first, more on demand; write one (300 characters, one picture), delete one's own. */
export function BlookComments({
  blookId,
  count,
  onCount,
}: {
  blookId: string;
  count: number;
  onCount: (count: number) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const ids = useId();
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();
  const [text, setText] = useState('');
  const [picture, setPicture] = useState<{ key: string; url: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryKey = [COMMENTS_PATH, blookId];
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchComments(blookId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const comments = query.data?.pages.flatMap((page) => page.items) ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const fail = (failure: unknown) => (failure instanceof ApiError ? failure.message : t('errors.INTERNAL'));

  async function upload(file: File) {
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.set('file', file);
      const answer = await call(client.POST('/community/v1/blook-comments/media', { body: multipart(form) }));
      setPicture(answer.data);
    } catch (failure) {
      setError(fail(failure));
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!requireLogin()) return;
    setBusy(true);
    setError(null);
    try {
      const added = await addComment(blookId, {
        content: text.trim(),
        imageKeys: picture ? [picture.key] : [],
      });
      setText('');
      setPicture(null);
      onCount(added.commentCount);
      await refresh();
    } catch (failure) {
      setError(fail(failure));
    } finally {
      setBusy(false);
    }
  }

  async function remove(commentId: string) {
    try {
      const state = await deleteComment(commentId);
      onCount(state.commentCount);
      await refresh();
    } catch (failure) {
      toast.show(fail(failure), 'error');
    }
  }

  return (
    <section className={styles.comments} aria-labelledby={`${ids}-h`} id="blook-comments">
      <h2 id={`${ids}-h`} className={shared.sectionHeading}>
        {t('blook.comments.heading', { count })}
      </h2>
      <form className={styles.commentForm} onSubmit={submit}>
        <label htmlFor={`${ids}-text`} className="visually-hidden">
          {t('blook.comments.placeholder')}
        </label>
        <textarea
          id={`${ids}-text`}
          className={styles.commentInput}
          value={text}
          maxLength={MAX + 50}
          rows={2}
          placeholder={t('blook.comments.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => requireLogin()}
          aria-invalid={text.length > MAX || undefined}
          aria-describedby={`${ids}-count`}
          data-testid="blook-comment-input"
        />
        {picture && (
          <div className={styles.commentPreview}>
            <img src={picture.url} alt="" width={64} height={64} />
            <button type="button" className={styles.linkButton} onClick={() => setPicture(null)}>
              {t('blook.comments.removePicture')}
            </button>
          </div>
        )}
        <div className={styles.commentBar}>
          <label className={styles.linkButton}>
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="visually-hidden"
              disabled={busy || picture !== null}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file && requireLogin()) void upload(file);
              }}
            />
            {t('blook.comments.addPicture')}
          </label>
          <span id={`${ids}-count`} className={text.length > MAX ? styles.countOver : shared.muted}>
            {t('blook.comments.counter', { length: text.length, max: MAX })}
          </span>
          <Button
            type="submit"
            size="sm"
            disabled={busy || text.length > MAX || (text.trim() === '' && !picture)}
            data-testid="blook-comment-send"
          >
            {t('blook.comments.send')}
          </Button>
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
      {query.isPending ? (
        <Spinner />
      ) : comments.length === 0 ? (
        <p className={shared.muted}>{t('blook.comments.empty')}</p>
      ) : (
        <ul className={styles.commentList}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <Link to={`/tuong/${comment.author.id}`} aria-hidden="true" tabIndex={-1}>
                <AuthorAvatar name={comment.author.name} avatarUrl={comment.author.avatarUrl} size={32} />
              </Link>
              <div className={styles.commentBody}>
                <p className={styles.commentHead}>
                  <Link to={`/tuong/${comment.author.id}`} className={styles.commentAuthor}>
                    {comment.author.name}
                  </Link>
                  <time dateTime={comment.createdAt} className={shared.muted}>
                    {formatDateTime(comment.createdAt, language)}
                  </time>
                </p>
                {comment.content && <p className={styles.commentText}>{comment.content}</p>}
                {comment.imageUrls.map((url) => (
                  <img key={url} src={url} alt="" className={styles.commentPicture} loading="lazy" />
                ))}
                {comment.isMine && (
                  <button type="button" className={styles.linkButton} onClick={() => remove(comment.id)}>
                    {t('blook.comments.delete')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="neutral"
          size="sm"
          disabled={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          {t('blook.comments.more')}
        </Button>
      )}
    </section>
  );
}
