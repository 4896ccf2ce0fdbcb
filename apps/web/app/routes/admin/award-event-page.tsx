import { UUID } from '@cho-dep/api/admin/uuid';
import { adminAwardEvent } from '@cho-dep/api/awards/admin-award-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { data } from 'react-router';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { AwardEventDeskScreen } from '../../features/awards-admin/award-event-desk-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/award-event-page';

/** /quan-tri/binh-chon/{id}: one edition's settings, categories, nominees and standings (admins only). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { app } = requireAdmin(context);
  if (!UUID.test(params.id)) throw data(null, { status: 404 });
  try {
    const event = await adminAwardEvent(app.database.db, params.id, (key) => app.storage.urlOf(key));
    return { event, now: app.now().toISOString() };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.event.title);
}

export default function AwardEventPage({ loaderData }: Route.ComponentProps) {
  return <AwardEventDeskScreen event={loaderData.event} now={loaderData.now} />;
}
