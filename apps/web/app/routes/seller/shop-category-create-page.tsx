import { translate } from '@cho-dep/i18n/translate';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { ShopCategoryForm } from '../../features/shops/categories/shop-category-form';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/shop-category-create-page';

/** /ban-hang/quan-ly-danh-muc/tao — a new shop category. */
export async function loader({ context }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return { title: translate(seller.info.language, 'shopCategories.meta.create'), shopName: seller.shop.name };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ShopCategoryCreatePage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <ShopCategoryForm initial={null} />
    </SellerCentreLayout>
  );
}
