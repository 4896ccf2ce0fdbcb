import { formatDate } from '@cho-dep/core/format/date';
import type { NotificationList } from '@cho-dep/core/notifications/notification-categories';
import { notificationHref } from '@cho-dep/core/notifications/notification-target';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type ApiAnswer, call, client } from '../../../lib/api-fetch';
import { useLanguage, useT } from '../../../lib/i18n';
import { useInvalidateApi } from '../../../lib/query-cache';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceState } from '../../../ui/resource-state';
import { useToast } from '../../../ui/toast';
import { usePagedQuery } from '../use-paged-query';
import { NotificationSettings } from './notification-settings';
import { LIST_PATH, LIST_TABS, READ_ALL_PATH, UNREAD_COUNT_PATH } from './notification-tabs';
import styles from './notifications-section.module.css';

/** One item of a list; the words come already in the page's language. */
type NotificationItem = ApiAnswer<typeof LIST_PATH.commerce, 'get'>['data']['items'][number];

async function fetchPage(list: NotificationList, tab: string, page: number) {
  const query = { page, tab } as never;
  const answer =
    list === 'commerce'
      ? await call(client.GET(LIST_PATH.commerce, { params: { query } }))
      : await call(client.GET(LIST_PATH.social, { params: { query } }));
  return answer.data;
}

/**
 * Account menu "Thông báo": the shop list and the community list, each with its tabs and
 * unread counts; a tap marks a message read and opens what it is about (the routing of
 * product.md §2); "mark all read" clears the list shown. The e-mail settings follow.
 */
export function NotificationsSection() {
  const t = useT();
  const [list, setList] = useState<NotificationList>('commerce');
  const [tab, setTab] = useState('all');
  return (
    <div className={styles.section} data-testid="account-notifications">
      <div className={styles.lists} role="tablist" aria-label={t('notifications.title')}>
        {(['commerce', 'social'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={list === name}
            className={[styles.list, list === name && styles.listCurrent].filter(Boolean).join(' ')}
            onClick={() => {
              setList(name);
              setTab('all');
            }}
            data-testid={`notification-list-${name}`}
          >
            {t(`notifications.lists.${name}`)}
          </button>
        ))}
      </div>
      <ListView key={`${list}:${tab}`} list={list} tab={tab} onTab={setTab} />
      <NotificationSettings />
    </div>
  );
}

function ListView({
  list,
  tab,
  onTab,
}: {
  list: NotificationList;
  tab: string;
  onTab: (tab: string) => void;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const invalidate = useInvalidateApi();
  const language = useLanguage();
  const paged = usePagedQuery([LIST_PATH[list], { tab }], (page) => fetchPage(list, tab, page));
  const [read, setRead] = useState<Set<string>>(new Set());
  const { pages, first, last } = paged;

  if (!pages || !first || !last) return <ResourceState failed={paged.failed} onRetry={paged.retry} />;
  const items = pages.flatMap((page) => page.items);
  const isRead = (item: NotificationItem) => item.read || read.has(item.id);
  const unreadByTab = first.unreadByTab as Record<string, number>;

  function open(item: NotificationItem) {
    if (!isRead(item)) {
      setRead((set) => new Set(set).add(item.id));
      call(client.PUT('/api/v1/mobile/notification-buyer/mask-read', { body: { id: item.id } }))
        .then(() => invalidate(UNREAD_COUNT_PATH, LIST_PATH.commerce, LIST_PATH.social))
        .catch(() => {
          // Not marked on the server: it shows unread again next time, which is harmless.
        });
    }
    const href = notificationHref(item);
    if (href) navigate(href);
  }

  async function markAll() {
    try {
      await call(client.PUT(READ_ALL_PATH[list]));
      await invalidate(UNREAD_COUNT_PATH, LIST_PATH.commerce, LIST_PATH.social);
    } catch {
      toast.show(t('errors.INTERNAL'), 'error');
    }
  }

  async function loadMore() {
    if (!(await paged.loadMore())) toast.show(t('errors.INTERNAL'), 'error');
  }

  return (
    <>
      <div className={styles.tabs} role="tablist">
        {LIST_TABS[list].map((name) => {
          const count = name === 'all' ? first.unread : (unreadByTab[name] ?? 0);
          return (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={[styles.tab, tab === name && styles.tabCurrent].filter(Boolean).join(' ')}
              onClick={() => onTab(name)}
              data-testid={`notification-tab-${name}`}
            >
              {t(`notifications.tabs.${name}`)}
              {count > 0 && <span className={styles.tabCount}>{count > 99 ? '99+' : count}</span>}
            </button>
          );
        })}
      </div>
      <div className={styles.bar}>
        <span className={styles.unread}>{t('notifications.unread', { count: first.unread })}</span>
        {first.unread > 0 && (
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
      {items.length === 0 ? (
        <EmptyState title={t(tab === 'all' ? 'notifications.empty' : 'notifications.emptyTab')} />
      ) : (
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={[styles.item, !isRead(item) && styles.itemUnread].filter(Boolean).join(' ')}
                onClick={() => open(item)}
                data-testid="notification"
                data-unread={!isRead(item)}
              >
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.text}>{item.text}</span>
                <span className={styles.meta}>
                  <span>{t(`notifications.tabs.${item.category === 'other' ? 'all' : item.category}`)}</span>
                  <time dateTime={item.createdAt}>
                    {formatDate(item.createdAt, { now: new Date(), language })}
                  </time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {last.hasMore && (
        <Button variant="secondary" loading={paged.loadingMore} onClick={() => void loadMore()}>
          {t('notifications.more')}
        </Button>
      )}
    </>
  );
}
