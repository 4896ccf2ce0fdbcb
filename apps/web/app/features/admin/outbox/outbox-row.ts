import type { listOutbox } from '@cho-dep/api/outbox/outbox-service';
import { formatDateTime } from './format-date-time';

type OutboxMessage = Awaited<ReturnType<typeof listOutbox>>['data'][number];

/**
 * One message as the outbox page shows it. Times are already formatted (see
 * format-date-time.ts), and the HTML of a mail is not sent to the page at all: the admin
 * reads the plain-text part, which says the same, and nothing from a mail is ever rendered
 * as markup here.
 */
export interface OutboxRow {
  id: string;
  channel: OutboxMessage['channel'];
  recipient: string;
  subject: string | null;
  body: string;
  hasHtml: boolean;
  template: string;
  status: OutboxMessage['status'];
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export function toOutboxRow(message: OutboxMessage): OutboxRow {
  return {
    id: message.id,
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    body: message.body,
    hasHtml: message.html !== null,
    template: message.template,
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError,
    createdAt: formatDateTime(message.createdAt),
    sentAt: message.sentAt ? formatDateTime(message.sentAt) : null,
  };
}
