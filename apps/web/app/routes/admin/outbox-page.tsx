import { listOutbox } from '@cho-dep/api/outbox/outbox-service';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { outboxHref, pageCount, parseOutboxQuery } from '../../features/admin/outbox/outbox-query';
import { toOutboxRow } from '../../features/admin/outbox/outbox-row';
import { OutboxScreen } from '../../features/admin/outbox/outbox-screen';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/outbox-page';

/**
 * /quan-tri/hop-thu?recipient=&page=: the outbox of mail and SMS, newest first, for admins
 * only. The loader reads the outbox service in-process (the same query as
 * GET /api/v1/admin/outbox), so the page needs no second round trip.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const query = parseOutboxQuery(new URL(request.url).searchParams);
  const pageSize = LIMITS.admin.outboxPageSize;
  const result = await listOutbox(app.database.db, {
    page: query.page,
    limit: pageSize,
    recipient: query.recipient || undefined,
  });
  const pages = pageCount(result.total, pageSize);
  // A page past the end (messages were few, or an old link) shows the last page instead.
  if (query.page > pages) throw redirect(outboxHref({ ...query, page: pages }));
  return {
    title: translate(info.language, 'outbox.admin.title'),
    messages: result.data.map(toOutboxRow),
    total: result.total,
    page: query.page,
    pages,
    recipient: query.recipient,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { messages, total, page, pages, recipient } = loaderData;
  return <OutboxScreen messages={messages} total={total} page={page} pages={pages} recipient={recipient} />;
}
