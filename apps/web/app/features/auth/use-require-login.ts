import { useCallback } from 'react';
import { useAuthDialogs } from './auth-dialogs';

/**
 * For actions that need an account (add to cart, follow, post): returns a guard that runs the
 * action when someone is signed in, and otherwise opens the login dialog (SPEC.md section 4:
 * unauthenticated actions open the login splash) and answers false.
 *
 *   const requireLogin = useRequireLogin();
 *   <button onClick={() => requireLogin(() => follow(shopId))}>
 */
export function useRequireLogin(): (action?: () => void) => boolean {
  const { loggedIn, open } = useAuthDialogs();
  return useCallback(
    (action?: () => void) => {
      if (loggedIn) {
        action?.();
        return true;
      }
      open('login');
      return false;
    },
    [loggedIn, open],
  );
}
