import { translate } from '@cho-dep/i18n/translate';
import { OrderLookupScreen } from '../../features/orders/order-lookup-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/order-lookup-page';

/** /tra-cuu-don-hang?code=: find an order by its code and the phone or e-mail, without a login. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { info } = context.get(serverContext);
  const code = (new URL(request.url).searchParams.get('code') ?? '').slice(0, 32);
  return { title: translate(info.language, 'orders.lookup.title'), code };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? ''} | Chợ Đẹp` }, { name: 'robots', content: 'noindex' }];
}

export default function OrderLookupPage({ loaderData }: Route.ComponentProps) {
  return <OrderLookupScreen initialCode={loaderData.code} />;
}
