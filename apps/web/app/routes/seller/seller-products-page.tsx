import { translate } from '@cho-dep/i18n/translate';
import { ProductListScreen } from '../../features/products/seller/product-list-screen';
import { loadProductList } from '../../features/products/seller/seller-products-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-products-page';

/** /ban-hang/quan-ly-san-pham?tab=&q=&sort=&page= — the shop's products. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const { query, list } = await loadProductList(seller, new URL(request.url));
  return {
    title: translate(seller.info.language, 'sellerProducts.meta.list'),
    shopName: seller.shop.name,
    query,
    list,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerProductsPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <ProductListScreen list={loaderData.list} query={loaderData.query} />
    </SellerCentreLayout>
  );
}
