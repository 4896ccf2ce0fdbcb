import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { postHref } from '../../features/community/feed/community-links';
import { loadPost } from '../../features/community/feed/post-data.server';
import { postMetaTags, postTitleText } from '../../features/community/feed/post-meta';
import { PostScreen } from '../../features/community/feed/post-screen';
import { NotFoundView } from '../../features/shell/error-view';
import { absoluteUrl } from '../../lib/absolute-url.server';
import { useTrackView } from '../../lib/tracking/use-track-view';
import { serverContext } from '../../server-context';
import type { Route } from './+types/post-page';

/**
 * /post/{id}: one post with its replies, and the Open Graph tags Zalo and Facebook read when the
 * link is shared. A removed post is shown to its author with the moderator's reason; for anyone
 * else it is not there (404).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const post = await loadPost(server, params.id);
  if (!post) throw data(null, { status: 404 });
  const language = server.info.language;
  const name = post.shop?.name ?? post.author.name;
  const words = postTitleText(post);
  const picture = post.images[0]?.url ?? post.video?.posterUrl ?? null;
  return {
    post,
    now: server.app.now().toISOString(),
    meta: {
      title: words
        ? `${words} · ${translate(language, 'community.post.metaTitle', { name })}`
        : translate(language, 'community.post.metaTitleEmpty', { name }),
      url: absoluteUrl(server, request.url, postHref(post.id)),
      imageUrl: picture ? absoluteUrl(server, request.url, picture) : null,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ name: 'robots', content: 'noindex' }];
  const { post, meta } = loaderData;
  return postMetaTags({ post, ...meta, removed: post.status === 'removed' });
}

export default function PostPage({ loaderData }: Route.ComponentProps) {
  useTrackView('ViewPost', loaderData.post.id);
  return <PostScreen key={loaderData.post.id} post={loaderData.post} now={loaderData.now} />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
