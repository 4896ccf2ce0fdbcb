import { socialFeedbackForAdmin } from '@cho-dep/api/social-feedback/social-feedback-queries';
import { AppError } from '@cho-dep/core/errors/app-error';
import { data } from 'react-router';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { FeedbackReviewScreen } from '../../features/outreach-desk/feedback-review-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/social-feedback-review-page';

/** /quan-tri/phan-anh/:id: one feedback, its answer by e-mail and its status (admins only). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { app } = requireAdmin(context);
  try {
    return {
      item: await socialFeedbackForAdmin(app.database.db, params.id, (key) => app.storage.urlOf(key)),
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.item.organisationName);
}

export default function SocialFeedbackReviewPage({ loaderData }: Route.ComponentProps) {
  return <FeedbackReviewScreen key={loaderData.item.updatedAt} item={loaderData.item} />;
}
