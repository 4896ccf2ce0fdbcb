import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import styles from './live-studio.module.css';
import { deleteLiveMessage, type LiveMessage, muteViewer } from './live-studio-api';

/**
 * The live's chat as the seller sees it, newest at the bottom, each viewer's message with
 * "Xóa" (hidden from every viewer at once) and "Tắt bình luận" (for the rest of the live).
 */
export function StudioChat({
  liveId,
  sellerUserId,
  messages,
  canModerate,
  onDeleted,
}: {
  liveId: string;
  sellerUserId: string;
  messages: LiveMessage[];
  canModerate: boolean;
  onDeleted: (messageId: string) => void;
}) {
  const t = useT();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [muted, setMuted] = useState<ReadonlySet<string>>(new Set());

  async function act(task: () => Promise<void>) {
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.INTERNAL'));
    }
  }
  const remove = (m: LiveMessage) =>
    act(async () => {
      await deleteLiveMessage(liveId, m.id);
      onDeleted(m.id);
      toast.show(t('sellerLive.studio.deleted'), 'success');
    });
  const mute = (m: LiveMessage) =>
    act(async () => {
      await muteViewer(liveId, m.user.id);
      setMuted((set) => new Set([...set, m.user.id]));
      toast.show(t('sellerLive.studio.mutedUser', { name: m.user.name }), 'success');
    });

  return (
    <section className={styles.panel} aria-labelledby="studio-chat">
      <h2 id="studio-chat" className={styles.panelTitle}>
        {t('sellerLive.studio.chat')}
      </h2>
      {error && <Alert>{error}</Alert>}
      {messages.length === 0 ? (
        <p className={styles.muted}>{t('sellerLive.studio.chatEmpty')}</p>
      ) : (
        <ol className={styles.chat} aria-live="polite">
          {messages.map((m) => (
            <li key={m.id} className={styles.message} data-testid={`studio-message-${m.id}`}>
              <p className={styles.messageText}>
                <strong>{m.user.name}</strong> {m.text}
              </p>
              {canModerate && m.user.id !== sellerUserId && (
                <span className={styles.messageActions}>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => void remove(m)}
                    data-testid={`studio-delete-${m.id}`}
                  >
                    {t('sellerLive.studio.deleteMessage')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={muted.has(m.user.id)}
                    onClick={() => void mute(m)}
                    data-testid={`studio-mute-${m.id}`}
                  >
                    {t('sellerLive.studio.mute')}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
