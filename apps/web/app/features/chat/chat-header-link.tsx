import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import iconButton from '../../ui/header-icon-button.module.css';
import styles from './chat-dock.module.css';
import { ChatIcon } from './chat-icons';
import { useDeliveredAcks, useRedDot } from './use-chat-live';

/**
 * The header's chat button with the red dot: the buyer's unread count (GET total-red-dot),
 * kept live by the socket. Mounted once per page for a signed-in member, it also tells the
 * server which messages this device received (the senders' "Đã nhận").
 */
export function ChatHeaderLink() {
  const t = useT();
  const count = useRedDot('buyer');
  useDeliveredAcks();
  return (
    <Link
      to="/tro-chuyen"
      className={iconButton.button}
      aria-label={
        count > 0
          ? `${t('chat.header.label')}, ${t('chat.header.unread', { count })}`
          : t('chat.header.label')
      }
      data-testid="chat-header-link"
    >
      <ChatIcon name="chat" size={24} />
      {count > 0 && (
        <span className={styles.redDot} data-testid="chat-red-dot" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
