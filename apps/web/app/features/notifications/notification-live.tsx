import { LIMITS } from '@cho-dep/core/constants/limits';
import { notificationHref } from '@cho-dep/core/notifications/notification-target';
import { type NotificationPayload, SERVER_EVENTS } from '@cho-dep/core/realtime/realtime-events';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { call, client } from '../../lib/api-fetch';
import { useT } from '../../lib/i18n';
import { useInvalidateApi } from '../../lib/query-cache';
import { useRealtimeEvent, useRealtimeSocket } from '../realtime/realtime-provider';
import styles from './notification-live.module.css';
import { COMMERCE_LIST, SOCIAL_LIST, UNREAD_COUNT } from './notification-paths';

/**
 * A notification arriving while the page is open (the socket's notification:new): a card at
 * the top with its words, worded here from kind and params in the page's language, whose tap
 * marks it read and opens its target; the bell's count and the lists are fetched again.
 */
export function NotificationLive() {
  const t = useT();
  const navigate = useNavigate();
  const invalidate = useInvalidateApi();
  const [shown, setShown] = useState<NotificationPayload[]>([]);

  useRealtimeEvent<NotificationPayload>(SERVER_EVENTS.notification, (notification) => {
    if (!notification?.id || !notification.kind) return;
    setShown((list) => [notification, ...list.filter((n) => n.id !== notification.id)].slice(0, 2));
    void invalidate(UNREAD_COUNT, COMMERCE_LIST, SOCIAL_LIST);
  });

  // Live cards load after the page (their own download); a notice that arrives before they are
  // listening is only in the bell's count and the list. The page says when they listen.
  useEffect(() => {
    document.documentElement.dataset.liveNotifications = 'on';
    return () => {
      delete document.documentElement.dataset.liveNotifications;
    };
  }, []);

  // After a drop the socket reconnects; what arrived meanwhile is read again from the API.
  const socket = useRealtimeSocket();
  useEffect(() => {
    if (!socket) return;
    const refresh = () => void invalidate(UNREAD_COUNT, COMMERCE_LIST, SOCIAL_LIST);
    socket.io.on('reconnect', refresh);
    return () => {
      socket.io.off('reconnect', refresh);
    };
  }, [socket, invalidate]);

  const newest = shown[0]?.id;
  useEffect(() => {
    if (!newest) return;
    const timer = window.setTimeout(
      () => setShown((list) => list.filter((n) => n.id !== newest)),
      LIMITS.ui.toastAutoCloseMs,
    );
    return () => window.clearTimeout(timer);
  }, [newest]);

  function open(notification: NotificationPayload) {
    setShown((list) => list.filter((n) => n.id !== notification.id));
    void call(client.PUT('/api/v1/mobile/notification-buyer/mask-read', { body: { id: notification.id } }))
      .then(() => invalidate(UNREAD_COUNT, COMMERCE_LIST, SOCIAL_LIST))
      .catch(() => {
        // Left unread on the server: the list still shows it, which is harmless.
      });
    navigate(notificationHref(notification) ?? '/trang-ca-nhan?tab=notifications');
  }

  if (shown.length === 0) return null;
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {shown.map((notification) => (
        <div key={notification.id} className={styles.card} data-testid="live-notification">
          <button type="button" className={styles.body} onClick={() => open(notification)}>
            <span className={styles.title}>{t('shell.notificationsBell')}</span>
            <span className={styles.text}>
              {t(`notifications.${notification.kind}`, notification.params)}
            </span>
            <span className={styles.open}>{t('notifications.toastOpen')}</span>
          </button>
          <button
            type="button"
            className={styles.close}
            aria-label={t('common.close')}
            onClick={() => setShown((list) => list.filter((n) => n.id !== notification.id))}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
