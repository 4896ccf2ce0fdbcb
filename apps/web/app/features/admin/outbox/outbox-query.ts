import { LIMITS } from '@cho-dep/core/constants/limits';

/** The outbox page's address: which page, and the recipient filter ('' for none). */
export interface OutboxQuery {
  page: number;
  recipient: string;
}

export const OUTBOX_PATH = '/quan-tri/hop-thu';

/**
 * Reads ?page=&recipient= leniently: the address bar is typed by people, so a page that is
 * not a positive whole number means the first page, and an over-long filter is cut to the
 * longest possible recipient rather than failing the page.
 */
export function parseOutboxQuery(params: URLSearchParams): OutboxQuery {
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,9}$/.test(rawPage) ? Number(rawPage) : 1;
  const recipient = (params.get('recipient') ?? '').trim().slice(0, LIMITS.admin.outboxRecipientFilterMax);
  return { page: Math.max(page, 1), recipient };
}

/** How many pages `total` messages fill; an empty outbox still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The link to a page of the outbox; empty and default values are left out of the address. */
export function outboxHref(query: OutboxQuery): string {
  const params = new URLSearchParams();
  if (query.recipient) params.set('recipient', query.recipient);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${OUTBOX_PATH}?${search}` : OUTBOX_PATH;
}
