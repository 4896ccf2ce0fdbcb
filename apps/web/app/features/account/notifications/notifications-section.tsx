import { DEFAULT_TIME_ZONE } from '@cho-dep/core/format/date';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type ApiAnswer, call, client } from '../../../lib/api-fetch';
import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { useToast } from '../../../ui/toast';
import { ResourceState } from '../resource-state';
import { usePagedQuery } from '../use-paged-query';
import { notificationHref } from './notification-target';
import styles from './notifications-section.module.css';

const NOTIFICATIONS = '/api/v2/mobile/notifications';

/** One item of the in-app list; the words come already in the page's language. */
type NotificationItem = ApiAnswer<typeof NOTIFICATIONS, 'get'>['data']['items'][number];

const fetchPage = async (page: number) =>
  (await call(client.GET(NOTIFICATIONS, { params: { query: { page } } }))).data;

/** Account menu "Thông báo": the in-app list, newest first; a tap marks it read and opens its order. */
export function NotificationsSection() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const list = usePagedQuery([NOTIFICATIONS], fetchPage);
  const [read, setRead] = useState<Set<string>>(new Set());
  const [allRead, setAllRead] = useState(false);
  const { pages, first, last } = list;

  if (!pages || !first || !last) return <ResourceState failed={list.failed} onRetry={list.retry} />;
  const items = pages.flatMap((page) => page.items);
  const isRead = (item: NotificationItem) => allRead || item.read || read.has(item.id);
  const unread = allRead
    ? 0
    : Math.max(0, first.unread - items.filter((i) => !i.read && read.has(i.id)).length);

  async function open(item: NotificationItem) {
    if (!isRead(item)) {
      setRead((set) => new Set(set).add(item.id));
      call(
        client.POST('/api/v2/mobile/notifications/{id}/read', { params: { path: { id: item.id } } }),
      ).catch(() => {
        // Not marked on the server: it shows unread again next time, which is harmless.
      });
    }
    const href = notificationHref(item);
    if (href) navigate(href);
  }

  async function markAll() {
    try {
      await call(client.POST('/api/v2/mobile/notifications/read-all'));
      setAllRead(true);
    } catch {
      toast.show(t('errors.INTERNAL'), 'error');
    }
  }

  async function loadMore() {
    if (!(await list.loadMore())) toast.show(t('errors.INTERNAL'), 'error');
  }

  if (items.length === 0) {
    return (
      <Card>
        <EmptyState title={t('notifications.empty')} />
      </Card>
    );
  }

  return (
    <div className={styles.section} data-testid="account-notifications">
      <div className={styles.bar}>
        <span className={styles.unread}>{t('notifications.unread', { count: unread })}</span>
        {unread > 0 && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void markAll()}
            data-testid="notifications-read-all"
          >
            {t('notifications.markAllRead')}
          </Button>
        )}
      </div>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={[styles.item, !isRead(item) && styles.itemUnread].filter(Boolean).join(' ')}
              onClick={() => void open(item)}
              data-testid="notification"
            >
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.text}>{item.text}</span>
              <time className={styles.time} dateTime={item.createdAt}>
                {formatTime(item.createdAt)}
              </time>
            </button>
          </li>
        ))}
      </ul>
      {last.hasMore && (
        <Button variant="secondary" loading={list.loadingMore} onClick={() => void loadMore()}>
          {t('notifications.more')}
        </Button>
      )}
    </div>
  );
}

/** `14:05 21/11/2026` in Vietnam's zone (the list is read in the browser). */
function formatTime(value: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: DEFAULT_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('day')}/${part('month')}/${part('year')}`;
}
