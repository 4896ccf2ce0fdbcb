import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { headersFromLoader, storefrontCacheHeaders } from '../../features/storefront/cache-headers';
import { PromotionsScreen } from '../../features/vouchers/promotions-screen';
import { loadPromotionsPage } from '../../features/vouchers/vouchers-data.server';
import { serverContext } from '../../server-context';
import type { Route } from './+types/promotions-page';

/** /uu-dai: the promotion programs running now and the next ones (product.md §2). */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const programs = await loadPromotionsPage(server);
  return data(
    {
      programs,
      meta: {
        title: translate(server.info.language, 'vouchers.meta.promotionsTitle'),
        description: translate(server.info.language, 'vouchers.meta.promotionsDescription'),
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

export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  return <PromotionsScreen programs={loaderData.programs} />;
}
