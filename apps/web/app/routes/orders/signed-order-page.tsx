import { signedOrderDetail } from '@cho-dep/api/orders/guest-order-access';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { formatPhoneDisplay } from '@cho-dep/core/phone/phone-display';
import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { OrderDetailScreen } from '../../features/orders/order-detail-screen';
import { NotFoundView } from '../../features/shell/error-view';
import { serverContext } from '../../server-context';
import type { Route } from './+types/signed-order-page';

/**
 * /don-hang/{id}?t=: one order opened by its signed link (the order e-mail, the lookup, the
 * checkout result), in any browser and without a login, as a guest has none. A wrong or
 * missing token is a plain 404, like an order that does not exist.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { app, info } = context.get(serverContext);
  try {
    const order = await signedOrderDetail(app, params.id, new URL(request.url).searchParams.get('t'));
    const phone = formatPhoneDisplay(order.recipient.phone, order.recipient.country) ?? order.recipient.phone;
    return { order, phone, title: translate(info.language, 'orders.detail.title') };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.title} ${loaderData.order.code} | Chợ Đẹp` : 'Chợ Đẹp' },
    { name: 'robots', content: 'noindex' },
    // The token is in the address: never hand it to another site in a Referer.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export default function SignedOrderPage({ loaderData }: Route.ComponentProps) {
  return <OrderDetailScreen order={loaderData.order} phone={loaderData.phone} signedLink />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
