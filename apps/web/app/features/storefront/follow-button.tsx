import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { setShopFollow } from '../../lib/shop-follow';
import { Button, buttonClassName } from '../../ui/button';
import { useToast } from '../../ui/toast';

interface FollowState {
  following: boolean;
  followerCount: number;
}

/** The address of this page with `login=1`, which opens the login dialog (auth-dialogs.tsx). */
function loginHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('login', '1');
  return `${pathname}?${params.toString()}`;
}

/**
 * Follow / unfollow a shop (PUT / DELETE /api/v1/mobile/shops/{id}/follow). Signed out it is a
 * link that opens the login dialog, since following needs an account (product.md §6).
 */
export function FollowButton({
  shopId,
  initial,
  signedIn,
  onChange,
}: {
  shopId: string;
  initial: FollowState;
  signedIn: boolean;
  onChange: (state: FollowState) => void;
}) {
  const t = useT();
  const toast = useToast();
  const location = useLocation();
  const [following, setFollowing] = useState(initial.following);
  const [busy, setBusy] = useState(false);

  if (!signedIn) {
    return (
      <Link
        to={loginHref(location.pathname, location.search)}
        className={buttonClassName({ size: 'sm' })}
        preventScrollReset
        data-testid="follow-shop"
      >
        {t('storefront.shop.follow')}
      </Link>
    );
  }

  const toggle = async () => {
    setBusy(true);
    try {
      const answer = await setShopFollow(shopId, !following);
      setFollowing(answer.following);
      onChange(answer);
    } catch {
      toast.show(t('storefront.shop.followFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="sm"
      variant={following ? 'secondary' : 'primary'}
      loading={busy}
      onClick={() => void toggle()}
      data-testid="follow-shop"
    >
      {following ? t('storefront.shop.following') : t('storefront.shop.follow')}
    </Button>
  );
}
