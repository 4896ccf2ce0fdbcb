import { loadLiveWatch } from '../../features/live/live-data.server';
import { LiveWatchScreen } from '../../features/live/live-watch-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/live-watch-page';

/** /live/{id} — watching a live, its countdown before it starts, its replay after. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadLiveWatch(context.get(serverContext), params.id);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Chợ Đẹp' }, { name: 'robots', content: 'noindex' }];
  return [{ title: `${loaderData.live.title} · ${loaderData.live.shop.name} · Chợ Đẹp` }];
}

export default function LiveWatchPage({ loaderData }: Route.ComponentProps) {
  return (
    <LiveWatchScreen
      key={loaderData.live.id}
      live={loaderData.live}
      media={loaderData.media}
      viewer={loaderData.viewer}
      now={loaderData.now}
    />
  );
}
