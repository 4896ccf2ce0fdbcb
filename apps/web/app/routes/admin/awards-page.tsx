import { listAwardEvents } from '@cho-dep/api/awards/edition-query';
import { translate } from '@cho-dep/i18n/translate';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { AwardsAdminScreen } from '../../features/awards-admin/awards-admin-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/awards-page';

/** /quan-tri/binh-chon: the awards editions (admins only), as GET /api/v1/admin/awards/events. */
export async function loader({ context }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const now = app.now();
  return {
    title: translate(info.language, 'awardsAdmin.title'),
    events: await listAwardEvents(app.database.db, now),
    now: now.toISOString(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function AwardsAdminPage({ loaderData }: Route.ComponentProps) {
  return <AwardsAdminScreen events={loaderData.events} now={loaderData.now} />;
}
