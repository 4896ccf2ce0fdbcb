import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { loadBlookHome } from '../../features/community/blook/blook-data.server';
import { BlookHomeScreen } from '../../features/community/blook/blook-home-screen';
import { NotFoundView } from '../../features/shell/error-view';
import { serverContext } from '../../server-context';
import type { Route } from './+types/blook-category-page';

/** /blook/category/{id}: the looks of one occasion (Đi làm, Dạo phố...). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const home = await loadBlookHome(server, { categoryId: params.id }).catch(() => null);
  const category = home?.categories.find((c) => c.id === params.id);
  if (!home || !category) throw data(null, { status: 404 });
  const language = server.info.language;
  return {
    data: home,
    meta: {
      title: translate(language, 'blook.meta.categoryTitle', { name: category.name[language] }),
      description: translate(language, 'blook.meta.description'),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }];
}

export default function BlookCategoryPage({ loaderData, params }: Route.ComponentProps) {
  return <BlookHomeScreen data={loaderData.data} categoryId={params.id} />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
