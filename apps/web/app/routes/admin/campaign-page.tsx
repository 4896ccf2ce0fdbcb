import { listNominations, loadCampaign } from '@cho-dep/api/campaigns/campaign-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { requireAdmin } from '../../features/admin/require-admin.server';
import {
  CampaignDetailScreen,
  type NominationStatus,
} from '../../features/campaigns/admin/campaign-detail-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/campaign-page';

/** /quan-tri/chien-dich/chi-tiet/:id?status=&page=: a campaign and its nominations to decide. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const search = new URL(request.url).searchParams;
  const raw = search.get('status');
  const status: NominationStatus = raw === 'approved' || raw === 'rejected' ? raw : 'pending';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  const urlOf = (key: string) => app.storage.urlOf(key);
  try {
    const campaign = await loadCampaign(app.database.db, params.id, app.now(), urlOf);
    const nominations = await listNominations(app.database.db, params.id, { status, page }, urlOf);
    return { title: translate(info.language, 'campaigns.meta.detail'), campaign, nominations, status };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? `${loaderData.campaign.name} · ${loaderData.title}` : undefined);
}

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  return (
    <CampaignDetailScreen
      campaign={loaderData.campaign}
      nominations={loaderData.nominations}
      status={loaderData.status}
    />
  );
}
