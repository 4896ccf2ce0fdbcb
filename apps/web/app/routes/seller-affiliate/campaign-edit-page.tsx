import { redirect } from 'react-router';
import { CampaignForm } from '../../features/seller-affiliate/campaign-form';
import { campaignHref } from '../../features/seller-affiliate/seller-affiliate-api';
import { loadCampaignForm } from '../../features/seller-affiliate/seller-affiliate-data.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import { AffiliateShell } from '../../ui/affiliate-shell/affiliate-shell';
import type { Route } from './+types/campaign-edit-page';

/** /nha-ban/chien-dich-mo/cap-nhat/:campaignId — edit a campaign waiting for review or refused. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const form = await loadCampaignForm(await requireSeller(context), params.campaignId);
  // An approved campaign is locked: its page says so.
  if (form.campaign?.status === 'approved') throw redirect(campaignHref(params.campaignId));
  return form;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerCampaignEditPage({ loaderData }: Route.ComponentProps) {
  return (
    <AffiliateShell side="seller" title={loaderData.title}>
      <CampaignForm
        initial={loaderData.campaign}
        catalog={loaderData.catalog}
        shopRatePercent={loaderData.shopRatePercent}
        now={loaderData.now}
      />
    </AffiliateShell>
  );
}
