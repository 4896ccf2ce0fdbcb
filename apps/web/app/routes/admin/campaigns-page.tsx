import { listCampaigns } from '@cho-dep/api/campaigns/campaign-queries';
import { CAMPAIGN_PHASES, type CampaignPhase } from '@cho-dep/core/marketing/campaign-phase';
import { translate } from '@cho-dep/i18n/translate';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { CampaignListScreen } from '../../features/campaigns/admin/campaign-list-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/campaigns-page';

/** /quan-tri/chien-dich?phase=&page=: the platform campaigns (admins only), as GET /api/v1/admin/campaigns. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const raw = params.get('phase') ?? '';
  const phase = (CAMPAIGN_PHASES as readonly string[]).includes(raw) ? (raw as CampaignPhase) : null;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const list = await listCampaigns(app.database.db, { phase: phase ?? undefined, page }, app.now(), (key) =>
    app.storage.urlOf(key),
  );
  return { title: translate(info.language, 'campaigns.meta.list'), list, phase };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function CampaignsPage({ loaderData }: Route.ComponentProps) {
  return <CampaignListScreen list={loaderData.list} phase={loaderData.phase} />;
}
