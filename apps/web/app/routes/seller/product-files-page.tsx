import { translate } from '@cho-dep/i18n/translate';
import { loadProductFiles } from '../../features/products/bulk/product-bulk-data.server';
import { ProductFilesScreen } from '../../features/products/bulk/product-files-screen';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/product-files-page';

/** /ban-hang/quan-ly-san-pham/tai-xuong-danh-sach — download the product list, bulk upload. */
export async function loader({ context }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const { exports, runningImport } = await loadProductFiles(seller);
  return {
    title: translate(seller.info.language, 'productBulk.meta.files'),
    shopName: seller.shop.name,
    exports,
    runningImport,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ProductFilesPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <ProductFilesScreen exports={loaderData.exports} runningImport={loaderData.runningImport} />
    </SellerCentreLayout>
  );
}
