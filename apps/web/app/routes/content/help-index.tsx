import { translate } from '@cho-dep/i18n/translate';
import { ContentIndex } from '../../features/content/components/content-index';
import contentCss from '../../features/content/content.css?url';
import { contentStore } from '../../features/content/content-root.server';
import { useTrackView } from '../../lib/tracking/use-track-view';
import { serverContext } from '../../server-context';
import type { Route } from './+types/help-index';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss }];

export async function loader({ context }: Route.LoaderArgs) {
  const { language } = context.get(serverContext).info;
  return {
    groups: await contentStore().listHelpGroups(language),
    title: translate(language, 'content.help.title'),
    intro: translate(language, 'content.help.intro'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData.title} – Chợ Đẹp` }, { name: 'description', content: loaderData.intro }];
}

export default function HelpIndex({ loaderData }: Route.ComponentProps) {
  useTrackView('ViewFAQ');
  const { groups, title, intro } = loaderData;
  return <ContentIndex title={title} intro={intro} groups={groups} />;
}
