import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import iconButton from '../../ui/header-icon-button.module.css';
import { askUnreadCountEarly } from './unread-count-early';

// The count reads the API answers' cache, which a visitor's first page does not load: only a
// signed-in member's header shows the bell, so only their page fetches the count's code.
const UnreadCount = lazy(() => import('./unread-count').then((m) => ({ default: m.UnreadCount })));

/** The header's bell (phone and desktop): the unread count, leading to the notification centre. */
export function NotificationBell() {
  const t = useT();
  useEffect(askUnreadCountEarly, []);
  return (
    <Link
      to="/trang-ca-nhan?tab=notifications"
      className={iconButton.button}
      aria-label={t('shell.notificationsBell')}
      data-testid="notification-bell"
    >
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <path d="M6 16V11a6 6 0 0112 0v5l1.5 2h-15z" strokeLinejoin="round" />
        <path d="M10 20a2 2 0 004 0" strokeLinecap="round" />
      </svg>
      <Suspense fallback={<span data-testid="notification-count" data-count={0} />}>
        <UnreadCount />
      </Suspense>
    </Link>
  );
}
