import { loadOrderList } from '../../features/orders/order-data.server';
import { OrderListScreen } from '../../features/orders/order-list-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import { serverContext } from '../../server-context';
import type { Route } from './+types/orders-page';

/** /trang-ca-nhan/don-hang?tab=&page=: the buyer's orders ("Đơn mua"); a login is required. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadOrderList(context.get(serverContext), new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  return <OrderListScreen tab={loaderData.tab} list={loaderData.list} />;
}
