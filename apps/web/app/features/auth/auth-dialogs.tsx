import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useSearchParams } from 'react-router';
import { type LoginPrompt, LoginPromptContext } from '../../lib/use-require-login';
import type { AuthView } from './auth-view';
import { followLogoutInOtherTabs } from './session-redirects';
import { useFinishSocialSignIn } from './social-return';

// The dialogs load when first opened: their forms bring zod schemas and phone-number rules
// (libphonenumber) that no page needs until someone logs in, so every route ships less.
const LoginModal = lazy(() => import('./login-modal').then((m) => ({ default: m.LoginModal })));
const RegisterModal = lazy(() => import('./register-modal').then((m) => ({ default: m.RegisterModal })));
const ForgotPasswordModal = lazy(() =>
  import('./forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
);
const ChangePasswordModal = lazy(() =>
  import('./change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
);

interface AuthDialogs {
  view: AuthView | null;
  open: (view: AuthView) => void;
  close: () => void;
  /** Whether someone is signed in (from the root loader). */
  loggedIn: boolean;
}

const AuthDialogsContext = createContext<AuthDialogs | null>(null);

/** The search parameter that opens a dialog, so a server redirect can ask for the login: `?login=1`. */
const PARAM_VIEWS: Record<string, AuthView> = { login: 'login', register: 'register' };

/**
 * Holds which auth dialog is open and renders it. `?login=1` (or `?register=1`) in the address
 * opens one, so links and server redirects can ask for a login; closing removes the parameter.
 */
export function AuthDialogsProvider({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useState<AuthView | null>(null);
  // The quick account after a guest order: sign-up with the order's e-mail, converting the guest.
  const [quickAccountEmail, setQuickAccountEmail] = useState<string | null>(null);

  const paramView = Object.keys(PARAM_VIEWS).find((name) => searchParams.get(name) === '1');
  useEffect(() => {
    if (paramView && !loggedIn) setView(PARAM_VIEWS[paramView] ?? null);
  }, [paramView, loggedIn]);

  useEffect(() => followLogoutInOtherTabs(), []);
  useFinishSocialSignIn(loggedIn);

  useEffect(() => {
    // product.md §4 keeps a modal-open flag in session storage.
    if (view) window.sessionStorage.setItem(STORAGE_KEYS.modalOpen, view);
    else window.sessionStorage.removeItem(STORAGE_KEYS.modalOpen);
  }, [view]);

  const close = useCallback(() => {
    setView(null);
    setQuickAccountEmail(null);
    if (paramView) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of Object.keys(PARAM_VIEWS)) next.delete(name);
          next.delete('social_error');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [paramView, setSearchParams]);

  const value = useMemo(() => ({ view, open: setView, close, loggedIn }), [view, close, loggedIn]);
  // Features ask for a login through lib/use-require-login (they may not import this feature).
  const prompt = useMemo<LoginPrompt>(
    () => ({
      loggedIn,
      openLogin: () => setView('login'),
      openQuickAccount: (email: string) => {
        setQuickAccountEmail(email);
        setView('register');
      },
    }),
    [loggedIn],
  );
  // Moving to another dialog (login, forgot password) leaves the quick account behind.
  const switchView = useCallback((next: AuthView) => {
    setQuickAccountEmail(null);
    setView(next);
  }, []);

  return (
    <AuthDialogsContext.Provider value={value}>
      <LoginPromptContext.Provider value={prompt}>{children}</LoginPromptContext.Provider>
      <Suspense fallback={null}>
        {view === 'login' && <LoginModal open onClose={close} onSwitch={switchView} />}
        {view === 'register' && (
          <RegisterModal
            open
            onClose={close}
            onSwitch={switchView}
            quickAccountEmail={quickAccountEmail ?? undefined}
          />
        )}
        {view === 'forgot' && <ForgotPasswordModal open onClose={close} onSwitch={switchView} />}
        {view === 'change-password' && <ChangePasswordModal open onClose={close} />}
      </Suspense>
    </AuthDialogsContext.Provider>
  );
}

export function useAuthDialogs(): AuthDialogs {
  const value = useContext(AuthDialogsContext);
  if (!value) throw new Error('useAuthDialogs must be used inside <AuthDialogsProvider>');
  return value;
}
