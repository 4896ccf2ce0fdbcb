import { loadTeamPage } from '../../features/group-buying/team-data.server';
import { teamMetaTags } from '../../features/group-buying/team-meta';
import { TeamScreen } from '../../features/group-buying/team-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/team-page';

/** /mua-chung/{teamId} — a group-buy team, public: the link buyers share to fill it. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadTeamPage(context.get(serverContext), params.teamId, request.url);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Chợ Đẹp' }, { name: 'robots', content: 'noindex' }];
  return teamMetaTags({ ...loaderData.meta, url: loaderData.url });
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { team, options, member, now, url, meta } = loaderData;
  return (
    <TeamScreen
      key={team.id}
      team={team}
      options={options}
      member={member}
      now={now}
      url={url}
      shareText={meta.shareText}
    />
  );
}
