import { socialFeedbackFor } from '@cho-dep/api/social-feedback/social-feedback-queries';
import { AppError } from '@cho-dep/core/errors/app-error';
import { data } from 'react-router';
import { SocialFeedbackDetail } from '../../features/social-feedback/social-feedback-detail';
import { serverContext } from '../../server-context';
import type { Route } from './+types/feedback-page';

/** /danh-sach/:id: one feedback; its sender (signed in) reads the whole of it and our answer. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { app, user } = context.get(serverContext);
  try {
    return await socialFeedbackFor(app.database.db, params.id, user?.userId ?? null, (key) =>
      app.storage.urlOf(key),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.public.organisationName} | Chợ Đẹp` : 'Chợ Đẹp' },
    // The sender's own copy carries their e-mail: never indexed.
    { name: 'robots', content: 'noindex' },
  ];
}

export default function FeedbackPage({ loaderData }: Route.ComponentProps) {
  return <SocialFeedbackDetail item={loaderData.public} detail={loaderData.detail} />;
}
