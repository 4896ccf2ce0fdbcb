import { listPublicSocialFeedback } from '@cho-dep/api/social-feedback/social-feedback-queries';
import { translate } from '@cho-dep/i18n/translate';
import { SocialFeedbackList } from '../../features/social-feedback/social-feedback-list';
import { serverContext } from '../../server-context';
import type { Route } from './+types/feedback-list-page';

/** /danh-sach: the social organisations' feedback received, newest first (public). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { app, info } = context.get(serverContext);
  const asked = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  return {
    title: translate(info.language, 'socialFeedback.meta.list'),
    list: await listPublicSocialFeedback(app.database.db, page),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? ''} | Chợ Đẹp` }];
}

export default function FeedbackListPage({ loaderData }: Route.ComponentProps) {
  return <SocialFeedbackList list={loaderData.list} />;
}
