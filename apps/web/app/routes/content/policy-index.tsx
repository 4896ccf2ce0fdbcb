import { translate } from '@cho-dep/i18n/translate';
import { ContentIndex } from '../../features/content/components/content-index';
import contentCss from '../../features/content/content.css?url';
import { contentStore } from '../../features/content/content-root.server';
import { serverContext } from '../../server-context';
import type { Route } from './+types/policy-index';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss }];

export async function loader({ context }: Route.LoaderArgs) {
  const { language } = context.get(serverContext).info;
  const pages = await contentStore().listPages('chinh-sach', language);
  return {
    pages,
    title: translate(language, 'content.policies.title'),
    intro: translate(language, 'content.policies.intro'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData.title} – Chợ Đẹp` }, { name: 'description', content: loaderData.intro }];
}

export default function PolicyIndex({ loaderData }: Route.ComponentProps) {
  const { pages, title, intro } = loaderData;
  return (
    <ContentIndex
      title={title}
      intro={intro}
      groups={pages.length > 0 ? [{ group: undefined, pages }] : []}
    />
  );
}
