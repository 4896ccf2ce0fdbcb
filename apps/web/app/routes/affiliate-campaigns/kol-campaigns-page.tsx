import { KolCampaignList } from '../../features/affiliate-campaigns/kol-campaign-list';
import { loadKolCampaigns } from '../../features/affiliate-campaigns/kol-campaigns-data.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import { serverContext } from '../../server-context';
import { AffiliateShell } from '../../ui/affiliate-shell/affiliate-shell';
import type { Route } from './+types/kol-campaigns-page';

/** /tiep-thi-lien-ket/chien-dich — the open campaigns this KOL may join. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadKolCampaigns(context.get(serverContext));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function KolCampaignsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AffiliateShell side="kol" title={loaderData.title}>
      <KolCampaignList campaigns={loaderData.campaigns} />
    </AffiliateShell>
  );
}
