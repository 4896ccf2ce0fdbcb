import { translate } from '@cho-dep/i18n/translate';
import { loadStatements } from '../../features/revenue/seller-revenue-data.server';
import { SettlementStatements } from '../../features/revenue/settlement-statements';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-settlements-page';

/** /ban-hang/doanh-thu/sao-ke?ky=YYYY-MM — monthly settlement statements and their export. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const { months, statement } = await loadStatements(seller, new URL(request.url));
  return {
    title: translate(seller.info.language, 'sellerRevenue.meta.statements'),
    shopName: seller.shop.name,
    months,
    statement,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerSettlementsPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <SettlementStatements months={loaderData.months} statement={loaderData.statement} />
    </SellerCentreLayout>
  );
}
