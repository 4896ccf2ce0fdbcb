import { data } from 'react-router';
import { ContentArticle } from '../../features/content/components/content-article';
import contentCss from '../../features/content/content.css?url';
import { contentStore } from '../../features/content/content-root.server';
import { serverContext } from '../../server-context';
import type { Route } from './+types/help-page';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { language } = context.get(serverContext).info;
  const page = await contentStore().getPage('huong-dan', params.slug, language);
  if (!page) throw data(null, { status: 404 });
  return { page, language };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: `${loaderData.page.title} – Chợ Đẹp` },
    { name: 'description', content: loaderData.page.description },
  ];
}

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  return <ContentArticle page={loaderData.page} requested={loaderData.language} />;
}
