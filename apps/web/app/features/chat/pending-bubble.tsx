import { useT } from '../../lib/i18n';
import styles from './conversation.module.css';
import { TickMark } from './message-bubble';
import cardStyles from './message-cards.module.css';
import type { PendingMessage } from './use-send';

/** The sender's message on its way: the picture's upload bar, or the failure with "Gửi lại". */
export function PendingBubble({
  item,
  onRetry,
  onDiscard,
}: {
  item: PendingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const t = useT();
  const failed = item.status === 'failed';
  const uploading = item.kind === 'image' && !item.imageKey && !failed;
  const percent = Math.round(item.progress * 100);
  return (
    <div className={styles.row} data-mine="true" data-testid="chat-pending" data-status={item.status}>
      <div className={item.kind === 'text' ? styles.bubble : styles.bare} data-pending="true">
        {item.kind === 'text' ? (
          <p className={styles.text}>{item.text}</p>
        ) : (
          <span className={cardStyles.picture}>
            <img src={item.previewUrl} alt={t('chat.message.image')} />
            {uploading && (
              <span
                className={cardStyles.progress}
                role="progressbar"
                aria-valuenow={percent}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-label={t('chat.composer.uploading', { percent })}
              >
                <span style={{ width: `${percent}%` }} />
              </span>
            )}
          </span>
        )}
        <span className={styles.meta}>
          <TickMark tick={item.status} />
        </span>
      </div>
      {failed && (
        <p className={styles.failed} role="alert">
          {item.error}{' '}
          <button type="button" className={styles.linkButton} onClick={onRetry} data-testid="chat-retry">
            {t('chat.message.retry')}
          </button>
          <button
            type="button"
            className={styles.iconOnly}
            onClick={onDiscard}
            aria-label={t('chat.quick.delete')}
          >
            ×
          </button>
        </p>
      )}
    </div>
  );
}
