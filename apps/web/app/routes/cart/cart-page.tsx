import { data } from 'react-router';
import { loadCartPage } from '../../features/cart/cart-data.server';
import { CartScreen } from '../../features/cart/cart-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/cart-page';

/**
 * /gio-hang: the cart of the signed-in buyer or of the guest, rendered on the server. Never
 * cached: it is one person's and changes with every add.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadCartPage(context.get(serverContext), request.headers.get('cookie'));
  return data(page, { headers: { 'Cache-Control': 'private, no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Chợ Đẹp' }, { name: 'robots', content: 'noindex' }];
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  return <CartScreen initial={loaderData.cart} signedIn={loaderData.signedIn} />;
}
