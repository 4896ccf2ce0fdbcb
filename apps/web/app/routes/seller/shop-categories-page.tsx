import { translate } from '@cho-dep/i18n/translate';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { loadCategoryList } from '../../features/shops/categories/shop-categories-data.server';
import { ShopCategoryList } from '../../features/shops/categories/shop-category-list';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/shop-categories-page';

/** /ban-hang/quan-ly-danh-muc?page= — the shop's categories. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return {
    title: translate(seller.info.language, 'shopCategories.meta.list'),
    shopName: seller.shop.name,
    list: await loadCategoryList(seller, new URL(request.url)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ShopCategoriesPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <ShopCategoryList list={loaderData.list} />
    </SellerCentreLayout>
  );
}
