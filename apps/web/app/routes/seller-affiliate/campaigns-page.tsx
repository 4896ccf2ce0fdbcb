import { CampaignList } from '../../features/seller-affiliate/campaign-list';
import { loadCampaignList } from '../../features/seller-affiliate/seller-affiliate-data.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import { AffiliateShell } from '../../ui/affiliate-shell/affiliate-shell';
import type { Route } from './+types/campaigns-page';

/** /nha-ban/chien-dich-mo — the shop's open campaigns and "Create campaign". */
export async function loader({ context }: Route.LoaderArgs) {
  return loadCampaignList(await requireSeller(context));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerCampaignsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AffiliateShell side="seller" title={loaderData.title}>
      <CampaignList campaigns={loaderData.campaigns} />
    </AffiliateShell>
  );
}
