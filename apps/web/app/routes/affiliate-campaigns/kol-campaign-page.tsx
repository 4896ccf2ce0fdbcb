import { KolCampaignDetail } from '../../features/affiliate-campaigns/kol-campaign-detail';
import { loadKolCampaign } from '../../features/affiliate-campaigns/kol-campaigns-data.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import { serverContext } from '../../server-context';
import { AffiliateShell } from '../../ui/affiliate-shell/affiliate-shell';
import type { Route } from './+types/kol-campaign-page';

/** /tiep-thi-lien-ket/chien-dich/:id — a campaign's terms and products; join, then a link per product. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadKolCampaign(context.get(serverContext), params.id);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function KolCampaignPage({ loaderData }: Route.ComponentProps) {
  return (
    <AffiliateShell side="kol" title={loaderData.title}>
      <KolCampaignDetail campaign={loaderData.campaign} />
    </AffiliateShell>
  );
}
