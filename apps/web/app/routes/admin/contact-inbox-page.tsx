import { listContactMessages } from '@cho-dep/api/landing/contact-messages';
import { CONTACT_STATUSES, type ContactStatus } from '@cho-dep/core/landing/contact-message-schema';
import { translate } from '@cho-dep/i18n/translate';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { ContactInboxScreen } from '../../features/outreach-desk/contact-inbox-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/contact-inbox-page';

/** /quan-tri/lien-he: the landing page's contact messages by status (admins only). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const query = new URL(request.url).searchParams;
  const asked = query.get('status');
  const status: ContactStatus = CONTACT_STATUSES.find((s) => s === asked) ?? 'new';
  const page = Math.min(10_000, Math.max(1, Math.trunc(Number(query.get('page'))) || 1));
  return {
    title: translate(info.language, 'outreachAdmin.contact.title'),
    status,
    list: await listContactMessages(app.database.db, status, page),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ContactInboxPage({ loaderData }: Route.ComponentProps) {
  return <ContactInboxScreen status={loaderData.status} list={loaderData.list} />;
}
