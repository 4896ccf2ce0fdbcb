import { translate } from '@cho-dep/i18n/translate';
import { BulkEditScreen } from '../../features/products/bulk/bulk-edit-screen';
import { loadBulkEditRows } from '../../features/products/bulk/product-bulk-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/product-bulk-edit-page';

/** /ban-hang/quan-ly-san-pham/chinh-sua-hang-loat?status=&q=&page= — bulk edit of prices, stock, visibility. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const { query, rows } = await loadBulkEditRows(seller, new URL(request.url));
  return {
    title: translate(seller.info.language, 'productBulk.meta.edit'),
    shopName: seller.shop.name,
    query,
    rows,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ProductBulkEditPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <BulkEditScreen rows={loaderData.rows} query={loaderData.query} />
    </SellerCentreLayout>
  );
}
