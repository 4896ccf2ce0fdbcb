import { CampaignForm } from '../../features/seller-affiliate/campaign-form';
import { loadCampaignForm } from '../../features/seller-affiliate/seller-affiliate-data.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import { AffiliateShell } from '../../ui/affiliate-shell/affiliate-shell';
import type { Route } from './+types/campaign-create-page';

/** /nha-ban/chien-dich-mo/tao — a new open campaign, sent to the admin's review. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadCampaignForm(await requireSeller(context), null);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerCampaignCreatePage({ loaderData }: Route.ComponentProps) {
  return (
    <AffiliateShell side="seller" title={loaderData.title}>
      <CampaignForm
        initial={null}
        catalog={loaderData.catalog}
        shopRatePercent={loaderData.shopRatePercent}
        now={loaderData.now}
      />
    </AffiliateShell>
  );
}
