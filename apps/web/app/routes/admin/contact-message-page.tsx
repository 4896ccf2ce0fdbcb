import { openContactMessage } from '@cho-dep/api/landing/contact-messages';
import { AppError } from '@cho-dep/core/errors/app-error';
import { data } from 'react-router';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { ContactMessageScreen } from '../../features/outreach-desk/contact-message-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/contact-message-page';

/** /quan-tri/lien-he/:id: one contact message; opening a new one marks it read (admins only). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { app } = requireAdmin(context);
  try {
    return { message: await openContactMessage(app, params.id) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.message.name);
}

export default function ContactMessagePage({ loaderData }: Route.ComponentProps) {
  return <ContactMessageScreen message={loaderData.message} />;
}
