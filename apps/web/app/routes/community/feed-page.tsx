import { listBlooks } from '@cho-dep/api/community/blooks/blook-lists';
import { translate } from '@cho-dep/i18n/translate';
import { loadFollowing, loadForYou, loadSimilarBody } from '../../features/community/feed/feed-data.server';
import { FeedScreen, type FeedScreenData } from '../../features/community/feed/feed-screen';
import { parseFeedTab } from '../../features/community/feed/feed-tabs';
import { serverContext } from '../../server-context';
import type { Route } from './+types/feed-page';

/**
 * /cong-dong?tab=&similar=1: the community's feeds. The loader reads the first page (in the
 * HTML for a fast first paint and for search engines); the list then scrolls on through the API.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const query = new URL(request.url).searchParams;
  const tab = parseFeedTab(query.get('tab'));
  const userId = server.user?.userId ?? null;
  const now = server.app.now().toISOString();
  let data: FeedScreenData;
  if (tab === 'following') {
    data = { tab, page: userId ? await loadFollowing(server, userId) : null };
  } else if (tab === 'saved') {
    data = { tab, userId };
  } else if (tab === 'blook') {
    const app = server.app;
    data = {
      tab,
      blooks: await listBlooks(app.database.db, userId, {}, null, (key) => app.storage.urlOf(key)),
    };
  } else if (query.get('similar') === '1') {
    const similar = userId ? await loadSimilarBody(server, userId) : null;
    data = {
      tab,
      similar: true,
      page: similar,
      measurementsMissing: similar?.measurementsMissing ?? false,
    };
  } else {
    data = { tab, similar: false, page: await loadForYou(server) };
  }
  const language = server.info.language;
  return {
    data,
    now,
    meta: {
      title: translate(language, 'community.feed.metaTitle'),
      description: translate(language, 'community.feed.metaDescription'),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: loaderData.meta.title },
    { name: 'description', content: loaderData.meta.description },
    { property: 'og:title', content: loaderData.meta.title },
    { property: 'og:description', content: loaderData.meta.description },
    { property: 'og:type', content: 'website' },
  ];
}

export default function FeedPage({ loaderData }: Route.ComponentProps) {
  return <FeedScreen data={loaderData.data} now={loaderData.now} />;
}
