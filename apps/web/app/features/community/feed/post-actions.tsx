import { formatCount } from '@cho-dep/core/format/count';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import { useToast } from '../../../ui/toast';
import { countPostShare, setPostLiked, setPostSaved } from './community-api';
import { postHref } from './community-links';
import styles from './post-card.module.css';
import { BookmarkIcon, BubbleIcon, HeartIcon, ShareIcon } from './post-icons';
import type { PostView } from './post-types';
import { ShareSheet } from './share-sheet';
import { useOptimisticToggle } from './use-post-toggle';

/** A phone: its own share sheet (Zalo, Messenger...) is what people know there. */
function canShareNatively(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.share === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

/** Like, comment, save and share under a post; likes and saves answer the tap at once. */
export function PostActions({ post }: { post: PostView }) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const failed = () => toast.show(t('community.card.actionFailed'), 'error');
  const [like, toggleLike] = useOptimisticToggle(
    { on: post.likedByMe, count: post.likeCount },
    (on) => setPostLiked(post.id, on),
    failed,
  );
  const [save, toggleSave] = useOptimisticToggle(
    { on: post.savedByMe, count: post.saveCount },
    (on) => setPostSaved(post.id, on),
    failed,
  );
  const [sheet, setSheet] = useState(false);
  const count = (value: number) => (value > 0 ? formatCount(value, language) : '');
  const shared = () => void countPostShare(post.id).catch(() => undefined);

  const share = async () => {
    const url = new URL(postHref(post.id), window.location.origin).toString();
    if (canShareNatively()) {
      try {
        await navigator.share({ url, title: t('community.share.text', { name: post.author.name }) });
        shared();
      } catch {
        // The person closed the phone's sheet: nothing was shared.
      }
      return;
    }
    setSheet(true);
  };

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={like.on ? `${styles.action} ${styles.liked}` : styles.action}
        aria-pressed={like.on}
        aria-label={t('community.card.like')}
        onClick={() => requireLogin(toggleLike)}
        data-testid="post-like"
      >
        <HeartIcon filled={like.on} />
        <span aria-hidden="true" data-testid="post-like-count">
          {count(like.count)}
        </span>
        <span className="visually-hidden">{t('community.card.likes', { count: like.count })}</span>
      </button>
      <Link
        to={`${postHref(post.id)}#binh-luan`}
        className={styles.action}
        aria-label={t('community.card.replies', { count: post.replyCount })}
      >
        <BubbleIcon />
        <span>{count(post.replyCount)}</span>
      </Link>
      <button
        type="button"
        className={styles.action}
        onClick={() => void share()}
        aria-label={t('community.card.share')}
      >
        <ShareIcon />
      </button>
      <button
        type="button"
        className={
          save.on
            ? `${styles.action} ${styles.saveAction} ${styles.saved}`
            : `${styles.action} ${styles.saveAction}`
        }
        aria-pressed={save.on}
        aria-label={t('community.card.save')}
        onClick={() => requireLogin(toggleSave)}
        data-testid="post-save"
      >
        <BookmarkIcon filled={save.on} />
      </button>
      {sheet && (
        <ShareSheet
          url={new URL(postHref(post.id), window.location.origin).toString()}
          onClose={() => setSheet(false)}
          onShared={shared}
        />
      )}
    </div>
  );
}
