import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { loadWall } from '../../features/community/wall/wall-data.server';
import { WallScreen } from '../../features/community/wall/wall-screen';
import { parseWallTab } from '../../features/community/wall/wall-types';
import { NotFoundView } from '../../features/shell/error-view';
import { serverContext } from '../../server-context';
import type { Route } from './+types/wall-page';

/** /tuong/{id}?tab=: a member's wall (posts, blooks, followers, following). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const tab = parseWallTab(new URL(request.url).searchParams.get('tab'));
  const wall = await loadWall(server, params.id, tab);
  if (!wall) throw data(null, { status: 404 });
  return {
    data: wall,
    title: translate(server.info.language, 'community.wall.metaTitle', { name: wall.wall.name }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ name: 'robots', content: 'noindex' }];
  const { wall } = loaderData.data;
  return [
    { title: loaderData.title },
    { name: 'description', content: wall.bio },
    { property: 'og:title', content: loaderData.title },
    { property: 'og:type', content: 'profile' },
    ...(wall.avatarUrl ? [{ property: 'og:image', content: wall.avatarUrl }] : []),
  ];
}

export default function WallPage({ loaderData }: Route.ComponentProps) {
  return <WallScreen key={loaderData.data.wall.id} data={loaderData.data} />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
