import { CHAT_LIMITS } from '@cho-dep/core/chat/chat-limits';
import { CHAT_ROOM_FILTERS, type ChatRoomFilter, type ChatSide } from '@cho-dep/core/chat/chat-schemas';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useInfiniteQuery, useQueryClient } from '../../lib/query-cache';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { CHAT_PATH, hideRoom, listRooms, markAll, markRead, markRoomUnread, RED_DOT_PATH } from './chat-api';
import { ChatIcon } from './chat-icons';
import styles from './room-list.module.css';
import { RoomRow } from './room-row';

/**
 * The rooms of one inbox, newest first: search (names and message words, accents ignored),
 * the filters Tất cả / Chưa đọc / Đã đọc, mark all read or unread, and per room mark unread
 * or hide. Refreshed by the socket's chat events (useRedDot invalidates this list).
 */
export function RoomList({
  side,
  selectedId,
  onOpen,
  compact = false,
}: {
  side: ChatSide;
  selectedId: string | null;
  onOpen: (roomId: string) => void;
  compact?: boolean;
}) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<ChatRoomFilter>('all');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [menu, setMenu] = useState(false);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);

  const rooms = useInfiniteQuery({
    queryKey: [CHAT_PATH, { side, filter, q }],
    queryFn: ({ pageParam }) => listRooms(side, filter, q, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  const items = rooms.data?.pages.flatMap((page) => page.items) ?? [];
  const seen = new Set<string>();
  const unique = items.filter((room) => !seen.has(room.id) && seen.add(room.id));

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [CHAT_PATH] }),
      queryClient.invalidateQueries({ queryKey: [RED_DOT_PATH] }),
    ]);
  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      await refresh();
      if (done) toast.show(done, 'success');
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : t('chat.errors.generic'), 'error');
    }
  };
  const all = (read: boolean) => async () => {
    setMenu(false);
    try {
      const { changed } = await markAll(side, read);
      await refresh();
      toast.show(t('chat.list.changed', { count: changed }), 'success');
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : t('chat.errors.generic'), 'error');
    }
  };

  return (
    <section
      className={styles.list}
      data-compact={compact}
      aria-label={t('chat.list.title')}
      data-testid="chat-room-list"
    >
      <div className={styles.top}>
        {!compact && (
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{t('chat.list.title')}</h1>
            <div className={styles.menuBox}>
              <button
                type="button"
                className={styles.more}
                aria-label={t('chat.list.actionsLabel')}
                aria-expanded={menu}
                onClick={() => setMenu((v) => !v)}
                data-testid="chat-list-menu"
              >
                <ChatIcon name="more" size={20} />
              </button>
              {menu && (
                <div className={styles.menu} role="menu">
                  <button type="button" role="menuitem" onClick={all(true)} data-testid="chat-read-all">
                    {t('chat.list.readAll')}
                  </button>
                  <button type="button" role="menuitem" onClick={all(false)} data-testid="chat-unread-all">
                    {t('chat.list.unreadAll')}
                  </button>
                </div>
              )}
            </div>
          </div>
        )}
        <label className={styles.search}>
          <ChatIcon name="search" size={18} />
          <span className="visually-hidden">{t('chat.list.searchLabel')}</span>
          <input
            type="search"
            value={typed}
            maxLength={CHAT_LIMITS.searchMax}
            placeholder={
              side === 'shop' ? t('chat.list.sellerSearchPlaceholder') : t('chat.list.searchPlaceholder')
            }
            onChange={(event) => setTyped(event.target.value)}
            data-testid="chat-search"
          />
        </label>
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">{t('chat.list.filtersLabel')}</legend>
          {CHAT_ROOM_FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              className={styles.filter}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              data-testid={`chat-filter-${value}`}
            >
              {t(`chat.list.filters.${value}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {rooms.isPending ? (
        <div className={styles.state}>
          <Spinner />
        </div>
      ) : rooms.isError ? (
        <div className={styles.state}>
          <p>{t('chat.list.loadError')}</p>
          <Button variant="secondary" size="sm" onClick={() => void rooms.refetch()}>
            {t('chat.list.retry')}
          </Button>
        </div>
      ) : unique.length === 0 ? (
        <div className={styles.state} data-testid="chat-list-empty">
          <span className={styles.emptyIcon}>
            <ChatIcon name="chat" size={32} />
          </span>
          {q ? (
            <p>{t('chat.list.emptySearch', { q })}</p>
          ) : filter !== 'all' ? (
            <p>{t('chat.list.emptyFilter')}</p>
          ) : (
            <>
              <p className={styles.emptyTitle}>{t('chat.list.emptyTitle')}</p>
              <p>{side === 'shop' ? t('chat.list.sellerEmptyText') : t('chat.list.emptyText')}</p>
            </>
          )}
        </div>
      ) : (
        <ul className={styles.rooms}>
          {unique.map((room) => (
            <RoomRow
              key={room.id}
              room={room}
              now={now}
              compact={compact}
              selected={room.id === selectedId}
              onOpen={() => onOpen(room.id)}
              onMarkUnread={() => void run(() => markRoomUnread(room.id, side))}
              onMarkRead={() => void run(() => markRead(room.id, side, room.lastSeq))}
              onHide={() => void run(() => hideRoom(room.id, side), t('chat.list.hidden'))}
            />
          ))}
          {rooms.hasNextPage && (
            <li className={styles.loadMore}>
              <Button
                variant="ghost"
                size="sm"
                loading={rooms.isFetchingNextPage}
                onClick={() => void rooms.fetchNextPage()}
              >
                {t('chat.list.loadMore')}
              </Button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
