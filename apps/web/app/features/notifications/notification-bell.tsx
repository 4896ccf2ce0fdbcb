import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call, client } from '../../lib/api-fetch';
import { useT } from '../../lib/i18n';
import { CountBadge } from '../../ui/badge';
import iconButton from '../../ui/header-icon-button.module.css';
import { UNREAD_COUNT } from './notification-paths';

/** The unread count of both lists; the live listener marks it stale when a notification arrives. */
export function useUnreadCount(): number {
  const count = useQuery({
    queryKey: [UNREAD_COUNT],
    queryFn: async () => (await call(client.GET(UNREAD_COUNT))).data.data,
  });
  return count.data ?? 0;
}

/** The header's bell (phone and desktop): the unread count, leading to the notification centre. */
export function NotificationBell() {
  const t = useT();
  const count = useUnreadCount();
  return (
    <Link
      to="/trang-ca-nhan?tab=notifications"
      className={iconButton.button}
      aria-label={t('notifications.bell')}
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
      <span data-testid="notification-count" data-count={count}>
        <CountBadge
          className={iconButton.badge}
          count={count}
          label={t('notifications.bellCount', { count })}
        />
      </span>
    </Link>
  );
}
