import { shopApplicationDetail } from '@cho-dep/api/shops/registration/admin-shop-applications';
import { AppError } from '@cho-dep/core/errors/app-error';
import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { ShopApplicationScreen } from '../../features/admin/review/shop-application-screen';
import type { Route } from './+types/shop-application-page';

/** /quan-tri/cua-hang/:shopId: one shop application with its documents and the decision (admins only). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  try {
    const application = await shopApplicationDetail(app.database.db, params.shopId, {
      now: app.now(),
      language: info.language,
      urlOf: (key) => app.storage.urlOf(key),
    });
    return { title: translate(info.language, 'admin.meta.shop'), application };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.application.shopName} · ${loaderData.title} | Chợ Đẹp` : 'Chợ Đẹp' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ShopApplicationPage({ loaderData }: Route.ComponentProps) {
  return <ShopApplicationScreen application={loaderData.application} />;
}
