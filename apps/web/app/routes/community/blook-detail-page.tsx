import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { loadBlook, loadRelatedBlooks } from '../../features/community/blook/blook-data.server';
import { BlookDetailScreen } from '../../features/community/blook/blook-detail-screen';
import { NotFoundView } from '../../features/shell/error-view';
import { serverContext } from '../../server-context';
import type { Route } from './+types/blook-detail-page';

/**
 * /blook/{id}: one look. A removed blook is shown to its author with the moderator's reason;
 * for anyone else it is not there (404).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const blook = await loadBlook(server, params.id);
  if (!blook) throw data(null, { status: 404 });
  const related = await loadRelatedBlooks(server, blook);
  const language = server.info.language;
  const words = { title: blook.title, author: blook.author.name, count: blook.items.length };
  return {
    blook,
    related,
    meta: {
      title: translate(language, 'blook.meta.blookTitle', words),
      description: translate(language, 'blook.meta.blookDescription', words),
      imageUrl: blook.items[0]?.product.imageUrl ?? null,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ name: 'robots', content: 'noindex' }];
  const { meta, blook } = loaderData;
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    ...(meta.imageUrl ? [{ property: 'og:image', content: meta.imageUrl }] : []),
    ...(blook.status === 'removed' ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

export default function BlookDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <BlookDetailScreen key={loaderData.blook.id} blook={loaderData.blook} related={loaderData.related} />
  );
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
