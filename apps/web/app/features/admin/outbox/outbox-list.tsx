import { useT } from '../../../lib/i18n';
import { ChannelBadge, StatusBadge } from './message-badges';
import styles from './outbox.module.css';
import type { OutboxRow } from './outbox-row';

/** What identifies a message in a list: a mail's subject, an SMS's text (SMS have no subject). */
function headline(message: OutboxRow): string {
  return message.subject ?? message.body;
}

interface ListProps {
  messages: OutboxRow[];
  onOpen: (message: OutboxRow) => void;
}

/**
 * Cards on phones, a table from 900px. Both are in the server's HTML and CSS shows one, so
 * the layout does not jump while the page hydrates. Each row's subject is a button that opens
 * the detail; on the table its hit area covers the whole row.
 */
export function OutboxList({ messages, onOpen }: ListProps) {
  return (
    <>
      <OutboxCards messages={messages} onOpen={onOpen} />
      <OutboxTable messages={messages} onOpen={onOpen} />
    </>
  );
}

function OutboxCards({ messages, onOpen }: ListProps) {
  const t = useT();
  return (
    <ul className={styles.cards}>
      {messages.map((message) => (
        <li key={message.id}>
          <button type="button" className={styles.card} onClick={() => onOpen(message)}>
            <span className={styles.cardTop}>
              <ChannelBadge channel={message.channel} />
              <StatusBadge status={message.status} />
              <span className={styles.cardTime}>{message.createdAt}</span>
            </span>
            <span className={`${styles.cardRecipient} ${styles.breakAll}`}>{message.recipient}</span>
            <span className={styles.cardSubject}>{headline(message)}</span>
            <span className={styles.muted}>
              {t('outbox.admin.attemptsCount', { count: message.attempts })}
            </span>
            {message.lastError && <span className={styles.errorLine}>{message.lastError}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

function OutboxTable({ messages, onOpen }: ListProps) {
  const t = useT();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('outbox.admin.columns.createdAt')}</th>
            <th scope="col">{t('outbox.admin.columns.channel')}</th>
            <th scope="col">{t('outbox.admin.columns.recipient')}</th>
            <th scope="col">{t('outbox.admin.columns.subject')}</th>
            <th scope="col">{t('outbox.admin.columns.status')}</th>
            <th scope="col">{t('outbox.admin.columns.sentAt')}</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id} className={styles.row}>
              <td className={styles.nowrap}>{message.createdAt}</td>
              <td>
                <ChannelBadge channel={message.channel} />
              </td>
              <td className={styles.recipientCell}>{message.recipient}</td>
              <td>
                <button
                  type="button"
                  className={styles.rowButton}
                  onClick={() => onOpen(message)}
                  aria-label={`${t('outbox.admin.viewDetail')}: ${headline(message)}`}
                >
                  <span className={styles.clamp}>{headline(message)}</span>
                </button>
              </td>
              <td>
                <span className={styles.statusCell}>
                  <StatusBadge status={message.status} />
                  <span className={styles.muted}>
                    {t('outbox.admin.attemptsCount', { count: message.attempts })}
                  </span>
                  {message.lastError && <span className={styles.errorLine}>{message.lastError}</span>}
                </span>
              </td>
              <td className={styles.nowrap}>{message.sentAt ?? t('outbox.admin.notSentYet')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
