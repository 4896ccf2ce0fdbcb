import { translate } from '@cho-dep/i18n/translate';
import { loadBlookHome } from '../../features/community/blook/blook-data.server';
import { BlookHomeScreen } from '../../features/community/blook/blook-home-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/blook-page';

/** /blook: every occasion's looks, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const language = server.info.language;
  return {
    data: await loadBlookHome(server, {}),
    meta: {
      title: translate(language, 'blook.meta.title'),
      description: translate(language, 'blook.meta.description'),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }];
}

export default function BlookPage({ loaderData }: Route.ComponentProps) {
  return <BlookHomeScreen data={loaderData.data} />;
}
