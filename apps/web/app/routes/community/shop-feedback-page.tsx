import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { loadShopFeedback } from '../../features/community/shop-feedback/shop-feedback-data.server';
import { ShopFeedbackScreen } from '../../features/community/shop-feedback/shop-feedback-screen';
import { NotFoundView } from '../../features/shell/error-view';
import { pageOf } from '../../features/storefront/page-param';
import { serverContext } from '../../server-context';
import type { Route } from './+types/shop-feedback-page';

/** /shop-feedback/{shopId}?page=: buyers' feedback on a shop (GET /community/v1/shops/{id}/feedback). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const page = await loadShopFeedback(
    server,
    params.id,
    pageOf(new URL(request.url).searchParams.get('page')),
  );
  if (!page) throw data(null, { status: 404 });
  return { page, title: translate(server.info.language, 'shopFeedback.meta', { name: page.shop.name }) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ name: 'robots', content: 'noindex' }];
  return [{ title: loaderData.title }, { property: 'og:title', content: loaderData.title }];
}

export default function ShopFeedbackPage({ loaderData }: Route.ComponentProps) {
  return <ShopFeedbackScreen page={loaderData.page} />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
