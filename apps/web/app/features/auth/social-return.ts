import { useEffect } from 'react';
import { keepLoginLocally } from './login-storage';

/** Session storage: a social sign-in left for the provider; the login's local steps run on return. */
const PENDING_KEY = 'socialSignInPending';

export function markSocialSignInPending(): void {
  window.sessionStorage.setItem(PENDING_KEY, '1');
}

/**
 * Back from a social sign-in, signed in: the login's local steps (guest leftovers gone, the
 * profile kept) that the password login runs before it moves the page.
 */
export function useFinishSocialSignIn(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn || window.sessionStorage.getItem(PENDING_KEY) === null) return;
    window.sessionStorage.removeItem(PENDING_KEY);
    void keepLoginLocally();
  }, [loggedIn]);
}
