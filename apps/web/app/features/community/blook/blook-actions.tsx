import type { BlookDetailView } from '@cho-dep/api/community/blooks/blook-view-schemas';
import { formatCount } from '@cho-dep/core/format/count';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useLanguage, useT } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import { useToast } from '../../../ui/toast';
import styles from './blook-actions.module.css';
import { setBlookLiked, setBlookSaved } from './blook-api';

/**
 * Like and save, shown at once (optimistic) and set right by the server's answer; a refusal
 * puts the button back and says why. A guest is asked to log in first.
 */
export function BlookActions({ blook, onComments }: { blook: BlookDetailView; onComments: () => void }) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const [like, setLike] = useState({ on: blook.likedByMe, count: blook.likeCount });
  const [save, setSave] = useState({ on: blook.savedByMe, count: blook.saveCount });

  const toggleLike = () =>
    requireLogin(async () => {
      const before = like;
      setLike({ on: !before.on, count: before.count + (before.on ? -1 : 1) });
      try {
        const state = await setBlookLiked(blook.id, !before.on);
        setLike({ on: state.liked, count: state.likeCount });
      } catch (error) {
        setLike(before);
        toast.show(error instanceof ApiError ? error.message : t('errors.INTERNAL'), 'error');
      }
    });
  const toggleSave = () =>
    requireLogin(async () => {
      const before = save;
      setSave({ on: !before.on, count: before.count + (before.on ? -1 : 1) });
      try {
        const state = await setBlookSaved(blook.id, !before.on);
        setSave({ on: state.saved, count: state.saveCount });
      } catch (error) {
        setSave(before);
        toast.show(error instanceof ApiError ? error.message : t('errors.INTERNAL'), 'error');
      }
    });

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        aria-pressed={like.on}
        onClick={toggleLike}
        data-testid="blook-like"
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.7 1.2 5.2 3 1.5-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
            fill={like.on ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <span aria-hidden="true">{formatCount(like.count, language)}</span>
        <span className="visually-hidden">
          {t('blook.detail.like')}, {t('blook.detail.likes', { count: like.count })}
        </span>
      </button>
      <button type="button" className={styles.action} onClick={onComments}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M4 5h16v11H8l-4 4V5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        <span aria-hidden="true">{formatCount(blook.commentCount, language)}</span>
        <span className="visually-hidden">{t('blook.comments.heading', { count: blook.commentCount })}</span>
      </button>
      <button
        type="button"
        className={styles.action}
        aria-pressed={save.on}
        onClick={toggleSave}
        data-testid="blook-save"
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M6 3h12v18l-6-4.5L6 21V3z"
            fill={save.on ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        <span>{save.on ? t('blook.detail.saved') : t('blook.detail.save')}</span>
      </button>
    </div>
  );
}
