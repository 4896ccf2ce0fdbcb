import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { headersFromLoader, storefrontCacheHeaders } from '../../features/storefront/cache-headers';
import { DirectoryScreen } from '../../features/storefront/directory-screen';
import { loadCategoryGroups } from '../../features/storefront/storefront-data.server';
import { serverContext } from '../../server-context';
import type { Route } from './+types/directory-page';

/** /danh-muc: the category directory (the bottom bar's "Danh mục"). */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const { language } = server.info;
  const groups = await loadCategoryGroups(server, false);
  return data(
    {
      groups,
      meta: {
        title: translate(language, 'storefront.meta.directoryTitle'),
        description: translate(language, 'storefront.meta.directoryDescription'),
      },
    },
    { headers: storefrontCacheHeaders(Boolean(server.user)) },
  );
}

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }];
}

export default function DirectoryPage({ loaderData }: Route.ComponentProps) {
  return <DirectoryScreen groups={loaderData.groups} />;
}
