import { returnFormData } from '@cho-dep/api/returns/return-form-data';
import { buyerReturnOfOrder } from '@cho-dep/api/returns/return-views';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { translate } from '@cho-dep/i18n/translate';
import { data, redirect } from 'react-router';
import { BuyerReturnScreen } from '../../features/returns/buyer-return-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/buyer-return-page';

/**
 * /trang-ca-nhan/don-hang/{id}/tra-hang: the buyer's return and refund request for one order
 * (form, then status). Login required (home otherwise); someone else's order is a 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { app, info, user } = context.get(serverContext);
  if (!user) throw redirect('/');
  const urlOf = (key: string) => app.storage.urlOf(key);
  try {
    const form = await returnFormData(app.database.db, user.userId, params.id);
    const request = await buyerReturnOfOrder(app.database.db, user.userId, params.id, urlOf).catch((e) => {
      if (isAppError(e) && e.code === 'NOT_FOUND') return null;
      throw e;
    });
    return { title: translate(info.language, 'returns.meta.requestTitle'), form, request };
  } catch (e) {
    if (isAppError(e) && e.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw e;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Chợ Đẹp' }, { name: 'robots', content: 'noindex' }];
}

export default function BuyerReturnPage({ loaderData }: Route.ComponentProps) {
  return (
    <BuyerReturnScreen key={loaderData.form.orderId} form={loaderData.form} request={loaderData.request} />
  );
}
