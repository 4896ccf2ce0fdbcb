import { translate } from '@cho-dep/i18n/translate';
import { loadLiveList } from '../../features/live/live-data.server';
import { LiveListScreen } from '../../features/live/live-list-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/live-list-page';

/** /live — the lives on air now, then the upcoming ones. */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  return { ...(await loadLiveList(server)), title: translate(server.info.language, 'live.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? 'Livestream'} · Chợ Đẹp` }];
}

export default function LiveListPage({ loaderData }: Route.ComponentProps) {
  return <LiveListScreen lives={loaderData.lives} replays={loaderData.replays} />;
}
