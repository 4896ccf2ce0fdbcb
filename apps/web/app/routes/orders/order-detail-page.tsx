import { loadOrderDetail } from '../../features/orders/order-data.server';
import { OrderDetailScreen } from '../../features/orders/order-detail-screen';
import { NotFoundView } from '../../features/shell/error-view';
import { serverContext } from '../../server-context';
import type { Route } from './+types/order-detail-page';

/** /trang-ca-nhan/don-hang/{id}: one of the buyer's orders; anyone else's is a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadOrderDetail(context.get(serverContext), params.id);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.title} ${loaderData.order.code} | Chợ Đẹp` : 'Chợ Đẹp' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function OrderDetailPage({ loaderData }: Route.ComponentProps) {
  return <OrderDetailScreen order={loaderData.order} phone={loaderData.phone} />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
