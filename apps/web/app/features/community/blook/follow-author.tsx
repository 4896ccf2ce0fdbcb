import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import { useToast } from '../../../ui/toast';
import { setFollowing } from './blook-api';
import styles from './follow-author.module.css';

/** Follow the look's author (the walls' follow): shown at once, put back if the server refuses. */
export function FollowAuthor({ userId, followed }: { userId: string; followed: boolean }) {
  const t = useT();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const [on, setOn] = useState(followed);
  const [busy, setBusy] = useState(false);
  const toggle = () =>
    requireLogin(async () => {
      setBusy(true);
      setOn(!on);
      try {
        await setFollowing(userId, !on);
      } catch (error) {
        setOn(on);
        toast.show(error instanceof ApiError ? error.message : t('errors.INTERNAL'), 'error');
      } finally {
        setBusy(false);
      }
    });
  return (
    <button
      type="button"
      className={on ? styles.following : styles.follow}
      aria-pressed={on}
      disabled={busy}
      onClick={toggle}
      data-testid="blook-follow"
    >
      {on ? t('blook.detail.following') : t('blook.detail.follow')}
    </button>
  );
}
