import { data } from 'react-router';
import { ContentArticle } from '../../features/content/components/content-article';
import contentCss from '../../features/content/content.css?url';
import { contentStore } from '../../features/content/content-root.server';
import { fillPageSettings, pageSettings } from '../../features/content/page-settings';
import { useTrackView } from '../../lib/tracking/use-track-view';
import { serverContext } from '../../server-context';
import type { Route } from './+types/help-page';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { info, app } = context.get(serverContext);
  const language = info.language;
  const stored = await contentStore().getPage('huong-dan', params.slug, language);
  if (!stored) throw data(null, { status: 404 });
  // Figures that follow the configuration (the year-one service fee reading in force).
  const settings = pageSettings(stored.language, app.config.SERVICE_FEE_YEAR_ONE);
  const page = { ...stored, html: fillPageSettings(stored.html, settings) };
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
  useTrackView('ViewFAQ', loaderData.page.slug);
  return <ContentArticle page={loaderData.page} requested={loaderData.language} />;
}
