import { CampaignDetail } from '../../features/seller-affiliate/campaign-detail';
import { loadCampaignPage } from '../../features/seller-affiliate/seller-affiliate-data.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import { AffiliateShell } from '../../ui/affiliate-shell/affiliate-shell';
import type { Route } from './+types/campaign-page';

/** /nha-ban/chien-dich-mo/chi-tiet/:campaignId — a campaign's terms, verdict and each KOL's results. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadCampaignPage(await requireSeller(context), params.campaignId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerCampaignPage({ loaderData }: Route.ComponentProps) {
  return (
    <AffiliateShell side="seller" title={loaderData.title}>
      <CampaignDetail campaign={loaderData.campaign} />
    </AffiliateShell>
  );
}
