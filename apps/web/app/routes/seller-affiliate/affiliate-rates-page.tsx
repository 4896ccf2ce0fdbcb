import { RatesForm } from '../../features/seller-affiliate/rates-form';
import { loadRatesPage } from '../../features/seller-affiliate/seller-affiliate-data.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import { AffiliateShell } from '../../ui/affiliate-shell/affiliate-shell';
import type { Route } from './+types/affiliate-rates-page';

/** /ban-hang/cai-dat/tiep-thi-lien-ket — the shop's commission for KOLs, shop-wide and per product. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadRatesPage(await requireSeller(context));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function AffiliateRatesPage({ loaderData }: Route.ComponentProps) {
  return (
    <AffiliateShell side="seller" title={loaderData.title}>
      <RatesForm rates={loaderData.rates} />
    </AffiliateShell>
  );
}
