import type { ChatSide } from '@cho-dep/core/chat/chat-schemas';
import { useEffect, useRef, useState } from 'react';
import { useLanguage, useT } from '../../lib/i18n';
import { ChatAvatar, ChatIcon } from './chat-icons';
import { roomTime } from './chat-time';
import type { ChatMessage, ChatRoom } from './chat-types';
import styles from './room-list.module.css';

/** The last message in a line: its words, or what kind of card or picture it was. */
function usePreview() {
  const t = useT();
  return (message: ChatMessage | null, side: ChatSide) => {
    if (!message) return '';
    const body =
      message.kind === 'image'
        ? t('chat.preview.image')
        : message.kind === 'product'
          ? t('chat.preview.product', { name: message.product?.name ?? '' })
          : message.kind === 'order'
            ? t('chat.preview.order', { code: message.order?.code ?? '' })
            : (message.text ?? '');
    return message.senderSide === side ? `${t('chat.list.you')}${body}` : body;
  };
}

/**
 * One room in the list: the other side's picture and name, when it last spoke, the last
 * message, the unread count; its menu marks it unread (or read) or hides it.
 */
export function RoomRow({
  room,
  selected,
  onOpen,
  onMarkUnread,
  onMarkRead,
  onHide,
  now,
  compact = false,
}: {
  room: ChatRoom;
  selected: boolean;
  onOpen: () => void;
  onMarkUnread: () => void;
  onMarkRead: () => void;
  onHide: () => void;
  now: Date;
  compact?: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const preview = usePreview();
  const [menu, setMenu] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menu) return;
    const close = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setMenu(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [menu]);
  const unread = room.unread > 0 || room.markedUnread;
  const act = (action: () => void) => () => {
    setMenu(false);
    action();
  };
  return (
    <li
      className={styles.row}
      data-selected={selected}
      data-unread={unread}
      data-testid="chat-room"
      data-room-id={room.id}
    >
      <button
        type="button"
        className={styles.open}
        onClick={onOpen}
        aria-current={selected ? 'true' : undefined}
      >
        <ChatAvatar name={room.other.name} url={room.other.avatarUrl} size={compact ? 40 : 48} />
        <span className={styles.rowText}>
          <span className={styles.rowTop}>
            <span className={styles.rowName}>{room.other.name}</span>
            {room.lastMessageAt && (
              <time className={styles.rowTime} dateTime={room.lastMessageAt}>
                {roomTime(room.lastMessageAt, now, language)}
              </time>
            )}
          </span>
          <span className={styles.rowBottom}>
            <span className={styles.rowPreview}>{preview(room.lastMessage, room.side)}</span>
            {room.unread > 0 ? (
              <span className={styles.unread} data-testid="chat-room-unread">
                <span aria-hidden="true">{room.unread > 99 ? '99+' : room.unread}</span>
                <span className="visually-hidden">{t('chat.list.unreadCount', { count: room.unread })}</span>
              </span>
            ) : room.markedUnread ? (
              <span className={styles.dot}>
                <span className="visually-hidden">{t('chat.list.markedUnread')}</span>
              </span>
            ) : null}
          </span>
        </span>
      </button>
      <div className={styles.menuBox} ref={box}>
        <button
          type="button"
          className={styles.more}
          aria-label={t('chat.list.roomActions', { name: room.other.name })}
          aria-expanded={menu}
          onClick={() => setMenu((v) => !v)}
          data-testid="chat-room-menu"
        >
          <ChatIcon name="more" size={20} />
        </button>
        {menu && (
          <div className={styles.menu} role="menu">
            {unread ? (
              <button type="button" role="menuitem" onClick={act(onMarkRead)}>
                {t('chat.list.markRead')}
              </button>
            ) : (
              <button
                type="button"
                role="menuitem"
                onClick={act(onMarkUnread)}
                data-testid="chat-room-mark-unread"
              >
                {t('chat.list.markUnread')}
              </button>
            )}
            <button type="button" role="menuitem" onClick={act(onHide)} data-testid="chat-room-hide">
              {t('chat.list.hide')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
