import { createContext, useCallback, useContext } from 'react';

/**
 * What a feature needs to ask for a login without importing the auth feature: whether someone
 * is signed in, and a way to open the login dialog. The auth dialogs provide it.
 */
export interface LoginPrompt {
  loggedIn: boolean;
  openLogin: () => void;
  /**
   * After a guest order: the sign-up dialog with the order's e-mail filled in, turning the
   * guest into an account so the cart and orders follow (product.md §4, Guest).
   */
  openQuickAccount: (email: string) => void;
}

export const LoginPromptContext = createContext<LoginPrompt | null>(null);

/** The login prompt itself, for pages that offer the login or the quick account outright. */
export function useLoginPrompt(): LoginPrompt {
  const prompt = useContext(LoginPromptContext);
  if (!prompt) throw new Error('useLoginPrompt must be used inside <LoginPromptContext.Provider>');
  return prompt;
}

/**
 * For actions that need an account (follow, favourite, post): returns a guard that runs the
 * action when someone is signed in, and otherwise opens the login dialog (product.md §4:
 * unauthenticated actions open the login splash) and answers false.
 *
 *   const requireLogin = useRequireLogin();
 *   <button onClick={() => requireLogin(() => follow(shopId))}>
 */
export function useRequireLogin(): (action?: () => void) => boolean {
  const prompt = useContext(LoginPromptContext);
  if (!prompt) throw new Error('useRequireLogin must be used inside <LoginPromptContext.Provider>');
  const { loggedIn, openLogin } = prompt;
  return useCallback(
    (action?: () => void) => {
      if (loggedIn) {
        action?.();
        return true;
      }
      openLogin();
      return false;
    },
    [loggedIn, openLogin],
  );
}
