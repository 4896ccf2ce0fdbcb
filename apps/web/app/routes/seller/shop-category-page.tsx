import { translate } from '@cho-dep/i18n/translate';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { loadCategoryPage } from '../../features/shops/categories/shop-categories-data.server';
import { ShopCategoryDetailScreen } from '../../features/shops/categories/shop-category-detail';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/shop-category-page';

/** /ban-hang/quan-ly-danh-muc/chi-tiet/{id} — one category of the shop. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const category = await loadCategoryPage(seller, params.id);
  return {
    title: translate(seller.info.language, 'shopCategories.meta.detail', { title: category.title }),
    shopName: seller.shop.name,
    category,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ShopCategoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <ShopCategoryDetailScreen category={loaderData.category} />
    </SellerCentreLayout>
  );
}
