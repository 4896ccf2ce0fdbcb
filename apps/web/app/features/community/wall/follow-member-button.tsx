import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import { setFollowing } from './wall-api';

/** Follow / unfollow a member; a guest is asked to log in first. */
export function FollowMemberButton({
  userId,
  initial,
  onChange,
  size = 'md',
}: {
  userId: string;
  initial: boolean;
  onChange?: (state: { following: boolean; followerCount: number }) => void;
  size?: 'md' | 'sm';
}) {
  const t = useT();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const [following, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const answer = await setFollowing(userId, !following);
      setState(answer.following);
      onChange?.(answer);
    } catch {
      toast.show(t('community.wall.followFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={size}
      variant={following ? 'secondary' : 'primary'}
      loading={busy}
      aria-pressed={following}
      onClick={() => requireLogin(() => void toggle())}
      data-testid="follow-member"
    >
      {following ? t('community.wall.followingButton') : t('community.wall.follow')}
    </Button>
  );
}
