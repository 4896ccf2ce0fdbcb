import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './chat-dock.module.css';
import { ChatIcon } from './chat-icons';
import { PickRoom } from './chat-screen';
import { Conversation } from './conversation';
import { RoomList } from './room-list';
import { useRedDot } from './use-chat-live';

/** Pages that are chat already (or the seller centre, which has its own). */
const NO_DOCK = /^\/(tro-chuyen|ban-hang)(\/|$)/;

/**
 * On wide screens, a chat bubble in the bottom-right corner of every page: it opens a small
 * panel with the rooms and one conversation, so a buyer keeps browsing while the shop answers.
 * Phones have the header's chat button and the full chat page instead.
 */
export function ChatDock() {
  const t = useT();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [roomId, setRoomId] = useState<string | null>(null);
  const count = useRedDot('buyer');
  // The dock arrives after the page (its own download): it says when its button answers.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (NO_DOCK.test(pathname)) return null;
  return (
    <div className={styles.dock} data-testid="chat-dock">
      {open && (
        <section className={styles.panel} aria-label={t('chat.header.label')} data-testid="chat-dock-panel">
          <div className={styles.panelHead}>
            <strong>{t('chat.header.label')}</strong>
            <Link
              to={roomId ? `/tro-chuyen?id=${roomId}` : '/tro-chuyen'}
              className={styles.headButton}
              aria-label={t('chat.dock.fullPage')}
            >
              <ChatIcon name="expand" size={18} />
            </Link>
            <button
              type="button"
              className={styles.headButton}
              onClick={() => setOpen(false)}
              aria-label={t('chat.dock.close')}
            >
              <ChatIcon name="close" size={18} />
            </button>
          </div>
          <div className={styles.panelBody}>
            <div className={styles.panelList}>
              <RoomList side="buyer" selectedId={roomId} onOpen={setRoomId} compact />
            </div>
            <div className={styles.panelRoom}>
              {roomId ? (
                <Conversation key={roomId} roomId={roomId} side="buyer" visible={open} />
              ) : (
                <PickRoom />
              )}
            </div>
          </div>
        </section>
      )}
      <button
        type="button"
        className={styles.bubble}
        aria-expanded={open}
        aria-label={open ? t('chat.dock.close') : t('chat.dock.open')}
        onClick={() => setOpen((v) => !v)}
        data-ready={ready || undefined}
        data-testid="chat-dock-toggle"
      >
        <ChatIcon name={open ? 'close' : 'chat'} size={26} />
        {!open && count > 0 && <span className={styles.redDot}>{count > 99 ? '99+' : count}</span>}
      </button>
    </div>
  );
}
