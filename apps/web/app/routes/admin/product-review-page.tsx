import { productReviewDetail } from '@cho-dep/api/products/admin-product-reviews';
import { AppError } from '@cho-dep/core/errors/app-error';
import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { ProductReviewScreen } from '../../features/admin/review/product-review-screen';
import type { Route } from './+types/product-review-page';

/** /quan-tri/san-pham/:id: one product to review, with the decision (admins only). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  try {
    const product = await productReviewDetail(app.database.db, params.id, {
      now: app.now(),
      language: info.language,
      urlOf: (key) => app.storage.urlOf(key),
    });
    return { title: translate(info.language, 'admin.meta.product'), product };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.product.name} · ${loaderData.title} | Chợ Đẹp` : 'Chợ Đẹp' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ProductReviewPage({ loaderData }: Route.ComponentProps) {
  return <ProductReviewScreen product={loaderData.product} />;
}
