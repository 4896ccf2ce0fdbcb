import { translate } from '@cho-dep/i18n/translate';
import { BlookBuilderScreen } from '../../features/community/blook/blook-builder-screen';
import { loadBlookBuilder } from '../../features/community/blook/blook-data.server';
import { serverContext } from '../../server-context';
import type { Route } from './+types/blook-builder-page';

/** /blook/tao: build a look from a template and publish it (a guest is asked to log in on the first tap). */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  return {
    data: await loadBlookBuilder(server),
    title: translate(server.info.language, 'blook.meta.builderTitle'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];
}

export default function BlookBuilderPage({ loaderData }: Route.ComponentProps) {
  return <BlookBuilderScreen data={loaderData.data} />;
}
