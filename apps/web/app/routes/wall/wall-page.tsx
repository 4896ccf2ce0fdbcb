import { translate } from '@cho-dep/i18n/translate';
import { data, redirect } from 'react-router';
import { loadWall } from '../../features/community/wall/wall-data.server';
import { WallScreen } from '../../features/community/wall/wall-screen';
import { parseWallTab } from '../../features/community/wall/wall-types';
import { NotFoundView } from '../../features/shell/error-view';
import { privatePageMeta } from '../../lib/private-page-meta';
import { serverContext } from '../../server-context';
import type { Route } from './+types/wall-page';

/**
 * /tuong: my own wall (a guest is sent to log in first). product.md §2 keeps /tuong?order=1 as
 * the old address of the buyer's orders, so that one still leads to /trang-ca-nhan/don-hang.
 * ?sua=1 opens the edit sheet (the feed's "add my measurements" prompt lands here).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  if (query.get('order') === '1') throw redirect('/trang-ca-nhan/don-hang');
  const server = context.get(serverContext);
  if (!server.user) throw redirect('/?login=1');
  const wall = await loadWall(server, server.user.userId, parseWallTab(query.get('tab')));
  if (!wall) throw data(null, { status: 404 });
  return {
    data: wall,
    editOpen: query.get('sua') === '1',
    title: translate(server.info.language, 'community.wall.myTitle'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function MyWallPage({ loaderData }: Route.ComponentProps) {
  return <WallScreen data={loaderData.data} basePath="/tuong" editOpen={loaderData.editOpen} />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
