import { call, client } from '../../lib/api-fetch';
import { useT } from '../../lib/i18n';
import { useQuery } from '../../lib/query-cache';
import { CountBadge } from '../../ui/badge';
import iconButton from '../../ui/header-icon-button.module.css';
import { UNREAD_COUNT } from './notification-paths';
import { takeEarlyUnreadCount } from './unread-count-early';

/** The unread count of both lists; the live listener marks it stale when a notification arrives. */
export function useUnreadCount(): number {
  const count = useQuery({
    queryKey: [UNREAD_COUNT],
    queryFn: async () => (await takeEarlyUnreadCount()) ?? (await call(client.GET(UNREAD_COUNT))).data.data,
  });
  return count.data ?? 0;
}

/** The number on the bell, as the server rendered it (none) until the count arrives. */
export function UnreadCount() {
  const t = useT();
  const count = useUnreadCount();
  return (
    <span data-testid="notification-count" data-count={count}>
      <CountBadge
        className={iconButton.badge}
        count={count}
        label={t('shell.notificationsBellCount', { count })}
      />
    </span>
  );
}
