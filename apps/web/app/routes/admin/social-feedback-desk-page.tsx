import { listSocialFeedbackForAdmin } from '@cho-dep/api/social-feedback/social-feedback-queries';
import {
  SOCIAL_FEEDBACK_STATUSES,
  type SocialFeedbackStatus,
} from '@cho-dep/core/social-feedback/social-feedback-schemas';
import { translate } from '@cho-dep/i18n/translate';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { FeedbackDeskScreen } from '../../features/outreach-desk/feedback-desk-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/social-feedback-desk-page';

/** /quan-tri/phan-anh: social organisations' feedback by status (admins only). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const query = new URL(request.url).searchParams;
  const asked = query.get('status');
  const status: SocialFeedbackStatus = SOCIAL_FEEDBACK_STATUSES.find((s) => s === asked) ?? 'received';
  const page = Math.min(10_000, Math.max(1, Math.trunc(Number(query.get('page'))) || 1));
  return {
    title: translate(info.language, 'outreachAdmin.feedback.title'),
    status,
    list: await listSocialFeedbackForAdmin(app.database.db, status, page, (key) => app.storage.urlOf(key)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SocialFeedbackDeskPage({ loaderData }: Route.ComponentProps) {
  return <FeedbackDeskScreen status={loaderData.status} list={loaderData.list} />;
}
