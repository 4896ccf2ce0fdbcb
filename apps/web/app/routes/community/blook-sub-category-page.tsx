import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { loadBlookHome } from '../../features/community/blook/blook-data.server';
import { BlookHomeScreen } from '../../features/community/blook/blook-home-screen';
import { NotFoundView } from '../../features/shell/error-view';
import { serverContext } from '../../server-context';
import type { Route } from './+types/blook-sub-category-page';

/** /blook/sub-category/{id}: the looks of one style of an occasion (Công sở thanh lịch...). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const home = await loadBlookHome(server, { subCategoryId: params.id }).catch(() => null);
  const sub = home?.categories.flatMap((c) => c.subCategories).find((s) => s.id === params.id);
  if (!home || !sub) throw data(null, { status: 404 });
  const language = server.info.language;
  return {
    data: home,
    meta: {
      title: translate(language, 'blook.meta.categoryTitle', { name: sub.name[language] }),
      description: translate(language, 'blook.meta.description'),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }];
}

export default function BlookSubCategoryPage({ loaderData, params }: Route.ComponentProps) {
  return <BlookHomeScreen data={loaderData.data} subCategoryId={params.id} />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
