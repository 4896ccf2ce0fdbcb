import { loadPublicBanner } from '@cho-dep/api/banners/public-banner-query';
import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { BannerPageScreen } from '../../features/storefront/banner-page-screen';
import { headersFromLoader, storefrontCacheHeaders } from '../../features/storefront/cache-headers';
import { serverContext } from '../../server-context';
import type { Route } from './+types/banner-page';

/** /banner/{id}: a running banner with its related products (ended or unknown ones are not found). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const { app } = server;
  const banner = await loadPublicBanner(app.database.db, params.id, app.now(), (key) =>
    app.storage.urlOf(key),
  );
  if (!banner) throw data(null, { status: 404 });
  return data(
    {
      banner,
      meta: {
        title: banner.title,
        description: translate(server.info.language, 'sellerBanners.page.metaDescription', {
          title: banner.title,
        }),
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

export default function BannerPage({ loaderData }: Route.ComponentProps) {
  return <BannerPageScreen banner={loaderData.banner} />;
}
