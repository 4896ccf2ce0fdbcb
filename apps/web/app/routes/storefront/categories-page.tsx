import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { headersFromLoader, storefrontCacheHeaders } from '../../features/storefront/cache-headers';
import { CategoriesScreen } from '../../features/storefront/categories-screen';
import { loadCategoryGroups } from '../../features/storefront/storefront-data.server';
import { serverContext } from '../../server-context';
import type { Route } from './+types/categories-page';

/** /nganh-hang: all categories as a tree with product counts. */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const { language } = server.info;
  const groups = await loadCategoryGroups(server, true);
  return data(
    {
      groups,
      meta: {
        title: translate(language, 'storefront.meta.categoriesTitle'),
        description: translate(language, 'storefront.meta.categoriesDescription'),
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

export default function CategoriesPage({ loaderData }: Route.ComponentProps) {
  return <CategoriesScreen groups={loaderData.groups} />;
}
