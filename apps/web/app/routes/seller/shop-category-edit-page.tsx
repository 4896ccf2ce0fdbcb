import { translate } from '@cho-dep/i18n/translate';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { loadCategoryPage } from '../../features/shops/categories/shop-categories-data.server';
import { ShopCategoryForm } from '../../features/shops/categories/shop-category-form';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/shop-category-edit-page';

/** /ban-hang/quan-ly-danh-muc/cap-nhat/{id} — edit a category of the shop. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return {
    title: translate(seller.info.language, 'shopCategories.meta.edit'),
    shopName: seller.shop.name,
    category: await loadCategoryPage(seller, params.id),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ShopCategoryEditPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <ShopCategoryForm key={loaderData.category.id} initial={loaderData.category} />
    </SellerCentreLayout>
  );
}
