import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { setShopFollow } from '../../lib/shop-follow';
import { useRequireLogin } from '../../lib/use-require-login';
import { useToast } from '../../ui/toast';
import styles from './live-watch.module.css';

/**
 * "Theo dõi" / "Đang theo dõi" for the live's shop. Following is the reminder: the shop's
 * followers are told when it schedules a live and when it goes on air, so before the start the
 * button says so. Signed out, a tap opens the login.
 */
export function LiveFollow({
  shopId,
  initial,
  upcoming,
}: {
  shopId: string;
  initial: boolean;
  upcoming: boolean;
}) {
  const t = useT();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const [following, setFollowing] = useState(initial);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      const answer = await setShopFollow(shopId, !following);
      setFollowing(answer.following);
      if (answer.following && upcoming) toast.show(t('live.follow.willRemind'), 'success');
    } catch {
      toast.show(t('live.follow.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.follow}>
      <button
        type="button"
        className={following ? styles.followingButton : styles.followButton}
        disabled={busy}
        onClick={() => requireLogin(() => void toggle())}
        data-testid="live-follow"
        data-following={following ? 'true' : 'false'}
      >
        {following ? t('live.follow.following') : t('live.follow.follow')}
      </button>
      {upcoming && !following ? (
        <span className={styles.followHint}>{t('live.follow.remindHint')}</span>
      ) : null}
    </div>
  );
}
