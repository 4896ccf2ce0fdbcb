import { approvedShopOf } from '@cho-dep/api/shops/current-shop';
import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { SellerReturnsScreen } from '../../features/returns/seller-returns-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/seller-returns-page';

/** /ban-hang/tra-hang-hoan-tien: the shop's refund requests; approved shops only (home otherwise). */
export async function loader({ context }: Route.LoaderArgs) {
  const { app, info, user } = context.get(serverContext);
  if (!user || !(await approvedShopOf(app.database.db, user.userId))) throw redirect('/');
  return { title: translate(info.language, 'returns.meta.sellerTitle') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Chợ Đẹp' }, { name: 'robots', content: 'noindex' }];
}

export default function SellerReturnsPage() {
  return <SellerReturnsScreen />;
}
