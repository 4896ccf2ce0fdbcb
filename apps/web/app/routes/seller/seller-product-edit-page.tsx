import { translate } from '@cho-dep/i18n/translate';
import { ProductForm } from '../../features/products/seller/product-form';
import {
  loadCategoryChoices,
  loadProductForEdit,
  loadSizeChartChoices,
} from '../../features/products/seller/seller-products-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-product-edit-page';

/** /ban-hang/quan-ly-san-pham/cap-nhat/{id} — one product of the shop (another shop's: 404). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const [detail, categories, sizeCharts] = await Promise.all([
    loadProductForEdit(seller, params.id),
    loadCategoryChoices(seller),
    loadSizeChartChoices(seller),
  ]);
  return {
    title: translate(seller.info.language, 'sellerProducts.meta.edit'),
    shopName: seller.shop.name,
    categories,
    sizeCharts,
    detail,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerProductEditPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      {/* A new key per product and save, so the form starts from what the server stored. */}
      <ProductForm
        key={`${loaderData.detail.id}:${loaderData.detail.updatedAt}`}
        categories={loaderData.categories}
        sizeCharts={loaderData.sizeCharts}
        detail={loaderData.detail}
      />
    </SellerCentreLayout>
  );
}
