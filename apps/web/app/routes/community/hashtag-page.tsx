import { normalizeHashtag } from '@cho-dep/core/community/hashtags';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { loadHashtag } from '../../features/community/feed/feed-data.server';
import { HashtagScreen } from '../../features/community/feed/hashtag-screen';
import { NotFoundView } from '../../features/shell/error-view';
import { serverContext } from '../../server-context';
import type { Route } from './+types/hashtag-page';

/** /cong-dong/hashtag/{tag}: every #tag on every post leads here (#Áo_Dài and #áo_dài alike). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const tag = normalizeHashtag(params.tag.replace(/^#/, ''));
  if (!tag || tag.length > LIMITS.post.hashtagLengthMax) throw data(null, { status: 404 });
  const language = server.info.language;
  return {
    tag,
    page: await loadHashtag(server, tag),
    now: server.app.now().toISOString(),
    meta: {
      title: translate(language, 'community.feed.hashtagMetaTitle', { tag }),
      description: translate(language, 'community.feed.hashtagMetaDescription', { tag }),
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
  ];
}

export default function HashtagPage({ loaderData }: Route.ComponentProps) {
  return <HashtagScreen tag={loaderData.tag} page={loaderData.page} now={loaderData.now} />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
