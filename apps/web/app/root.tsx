import { htmlLang } from '@cho-dep/core/locale/locales';
import { translate } from '@cho-dep/i18n/translate';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { AuthDialogsProvider, useAuthDialogs } from './features/auth/auth-dialogs';
import { logout } from './features/auth/session-redirects';
import { NotificationBell } from './features/notifications/notification-bell';
import { RealtimeProvider } from './features/realtime/realtime-provider';
import { AppShell } from './features/shell/app-shell';
import { ErrorView, NotFoundView } from './features/shell/error-view';
import { switchLanguage } from './features/shell/locale-cookie';
import type { RootData } from './features/shell/root-data';
import { type ShellActions, ShellActionsContext } from './features/shell/shell-actions';
import { authCookiesPresent } from './lib/auth-cookie-names.server';
import { applyCrossDomainArrival } from './lib/cross-domain-data';
import { I18nProvider } from './lib/i18n';
import { usePreloadTextParts } from './lib/preload-text-parts';
import { QueryCacheProvider } from './lib/query-cache-slot';
import { serverContext } from './server-context';
import { ToastProvider } from './ui/toast';
import './styles/tokens.css';
import { trackEvent } from './lib/tracking/track';

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { app, info, user } = context.get(serverContext);
  const cookies = request.headers.get('cookie');
  return {
    language: info.language,
    country: info.country,
    // The header's name and picture come with the session (no query of their own per page).
    user: user
      ? { id: user.userId, fullName: user.fullName, avatarUrl: user.avatarUrl, roles: user.roles }
      : null,
    hasGuest: authCookiesPresent(app.config, cookies).hasGuest,
    year: app.now().getFullYear(),
    notFoundTitle: translate(info.language, 'common.notFound.title'),
    errorTitle: translate(info.language, 'common.error.title'),
  };
}

// The chat (its header link and dock) and live notifications, which only a signed-in member
// has, load on their own: they bring the realtime event schemas, and the first visit of
// everyone else needs none of it. The bell stays in the page: its count is read on arrival.
const ChatHeaderLink = lazy(() =>
  import('./features/chat/chat-header-link').then((m) => ({ default: m.ChatHeaderLink })),
);
const ChatDock = lazy(() => import('./features/chat/chat-dock').then((m) => ({ default: m.ChatDock })));
const NotificationsRuntime = lazy(() =>
  import('./features/notifications/notifications-runtime').then((m) => ({
    default: m.NotificationsRuntime,
  })),
);

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='9' fill='%23E8445A'/%3E%3Cpath d='M10 12h12l-1 12H11z' fill='%23fff'/%3E%3C/svg%3E";

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: FAVICON, type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const language = data?.language ?? 'vi';
  usePreloadTextParts(language);
  // Marks the page as interactive: until React has hydrated, a tap on a form's button would
  // submit it natively instead of through its handler (browser tests wait for this mark).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // The tracking module loads now, after the page is interactive, with the visit's first event.
    trackEvent('AppOpen');
  }, []);
  // Data another subdomain carried here (CDDS, product.md §4): applied once, cleared as read.
  useEffect(() => applyCrossDomainArrival({ language, switchLanguage }), [language]);
  return (
    <html lang={htmlLang(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#E8445A" />
        <Meta />
        {/* Stylesheets and module preloads come from our own origin and need no CSP nonce; an
            empty one keeps the server's HTML and the client's render alike (browsers hide nonces). */}
        <Links nonce="" />
      </head>
      <body>
        <I18nProvider language={language}>
          <QueryCacheProvider>
            <ToastProvider>{children}</ToastProvider>
          </QueryCacheProvider>
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Connects the shell's buttons to the auth dialogs (features do not import each other). */
function ShellWithAuth({ data, children }: { data: RootData; children: ReactNode }) {
  const dialogs = useAuthDialogs();
  const actions = useMemo<ShellActions>(
    () => ({
      openLogin: () => dialogs.open('login'),
      openRegister: () => dialogs.open('register'),
      logout: () => void logout(),
    }),
    [dialogs.open],
  );
  return (
    <ShellActionsContext.Provider value={actions}>
      <AppShell
        data={data}
        headerTools={
          data.user ? (
            <>
              <NotificationBell />
              <Suspense fallback={null}>
                <ChatHeaderLink />
              </Suspense>
            </>
          ) : undefined
        }
        overlay={
          data.user ? (
            <Suspense fallback={null}>
              <ChatDock />
              <NotificationsRuntime userId={data.user.id} />
            </Suspense>
          ) : undefined
        }
      >
        {children}
      </AppShell>
    </ShellActionsContext.Provider>
  );
}

function Frame({ data, children }: { data: RootData; children: ReactNode }) {
  return (
    <AuthDialogsProvider loggedIn={data.user !== null}>
      <RealtimeProvider userId={data.user?.id ?? null}>
        <ShellWithAuth data={data}>{children}</ShellWithAuth>
      </RealtimeProvider>
    </AuthDialogsProvider>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  return (
    <Frame data={data}>
      <Outlet />
    </Frame>
  );
}

/**
 * The title when a page's loader fails and this boundary renders: the page's own meta does not
 * run then. Same words as the 404 route (product.md §2) and the generic error.
 */
export function meta({ error, loaderData }: Route.MetaArgs) {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const notFoundTitle = loaderData?.notFoundTitle ?? 'This page could not be found.';
  return [
    { title: `${notFound ? notFoundTitle : (loaderData?.errorTitle ?? 'Error Occurred')} – Chợ Đẹp` },
    { name: 'robots', content: 'noindex' },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const content = isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView /> : <ErrorView />;
  // Without the root data (its loader failed) the page renders bare rather than risk a second failure.
  if (!data) return <main id="main">{content}</main>;
  return <Frame data={data}>{content}</Frame>;
}
