import { loadProductDefaults } from '@cho-dep/api/shops/settings/shop-settings-queries';
import { translate } from '@cho-dep/i18n/translate';
import { ProductForm } from '../../features/products/seller/product-form';
import {
  loadCategoryChoices,
  loadSizeChartChoices,
} from '../../features/products/seller/seller-products-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-product-create-page';

/** /ban-hang/quan-ly-san-pham/tao — a new product, saved as a draft or sent for review. */
export async function loader({ context }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return {
    title: translate(seller.info.language, 'sellerProducts.meta.create'),
    shopName: seller.shop.name,
    categories: await loadCategoryChoices(seller),
    sizeCharts: await loadSizeChartChoices(seller),
    defaults: await loadProductDefaults(seller.app.database.db, seller.shop.id),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerProductCreatePage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <ProductForm
        categories={loaderData.categories}
        sizeCharts={loaderData.sizeCharts}
        defaults={loaderData.defaults}
      />
    </SellerCentreLayout>
  );
}
