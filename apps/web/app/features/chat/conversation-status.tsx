import { formatDate } from '@cho-dep/core/format/date';
import { useLanguage, useT } from '../../lib/i18n';
import styles from './conversation.module.css';
import { usePresence } from './use-presence';

/** The line under the name: typing beats "Đang hoạt động" beats "Hoạt động 5 phút trước". */
export function ConversationStatus({ userId, typing }: { userId: string; typing: boolean }) {
  const t = useT();
  const language = useLanguage();
  const presence = usePresence(userId);
  if (typing) {
    return (
      <span className={styles.status} data-state="typing" data-testid="chat-typing-line">
        {t('chat.room.typing')}
      </span>
    );
  }
  if (!presence) return null;
  if (presence.online) {
    return (
      <span className={styles.status} data-state="online" data-testid="chat-presence">
        <span className={styles.onlineDot} aria-hidden="true" />
        {t('chat.room.online')}
      </span>
    );
  }
  if (!presence.lastSeenAt) return null;
  return (
    <span className={styles.status} data-testid="chat-presence">
      {t('chat.room.lastSeen', { time: formatDate(presence.lastSeenAt, { now: new Date(), language }) })}
    </span>
  );
}
