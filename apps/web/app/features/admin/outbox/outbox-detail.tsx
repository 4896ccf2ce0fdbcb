import { useT } from '../../../lib/i18n';
import { Modal } from '../../../ui/modal';
import { ChannelBadge, StatusBadge } from './message-badges';
import styles from './outbox.module.css';
import type { OutboxRow } from './outbox-row';

/**
 * Everything about one message, with its full plain-text body. Mails with an HTML version
 * show their text part too: the HTML is never rendered here (see outbox-row.ts).
 */
export function OutboxDetail({ message, onClose }: { message: OutboxRow | null; onClose: () => void }) {
  const t = useT();
  if (!message) return null;
  return (
    <Modal open onClose={onClose} title={t('outbox.admin.detail.title')} size="wide">
      <dl className={styles.facts}>
        <div>
          <dt>{t('outbox.admin.columns.recipient')}</dt>
          <dd className={styles.breakAll}>{message.recipient}</dd>
        </div>
        {message.subject !== null && (
          <div>
            <dt>{t('outbox.admin.columns.subject')}</dt>
            <dd>{message.subject}</dd>
          </div>
        )}
        <div>
          <dt>{t('outbox.admin.columns.channel')}</dt>
          <dd>
            <ChannelBadge channel={message.channel} />
          </dd>
        </div>
        <div>
          <dt>{t('outbox.admin.columns.status')}</dt>
          <dd>
            <StatusBadge status={message.status} />
          </dd>
        </div>
        <div>
          <dt>{t('outbox.admin.columns.createdAt')}</dt>
          <dd>{message.createdAt}</dd>
        </div>
        <div>
          <dt>{t('outbox.admin.columns.sentAt')}</dt>
          <dd>{message.sentAt ?? t('outbox.admin.notSentYet')}</dd>
        </div>
        <div>
          <dt>{t('outbox.admin.columns.attempts')}</dt>
          <dd>{message.attempts}</dd>
        </div>
        <div>
          <dt>{t('outbox.admin.detail.template')}</dt>
          <dd className={styles.breakAll}>{message.template}</dd>
        </div>
        {message.lastError && (
          <div className={styles.factWide}>
            <dt>{t('outbox.admin.columns.lastError')}</dt>
            <dd className={styles.error}>{message.lastError}</dd>
          </div>
        )}
      </dl>
      <h3 className={styles.bodyTitle}>{t('outbox.admin.detail.body')}</h3>
      {message.hasHtml && <p className={styles.htmlNote}>{t('outbox.admin.detail.htmlNote')}</p>}
      <pre className={styles.body}>{message.body}</pre>
    </Modal>
  );
}
