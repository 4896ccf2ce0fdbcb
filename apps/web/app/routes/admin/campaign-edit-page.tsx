import { loadCampaign } from '@cho-dep/api/campaigns/campaign-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { CampaignForm } from '../../features/campaigns/admin/campaign-form';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/campaign-edit-page';

/** /quan-tri/chien-dich/cap-nhat/:id: change a campaign. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  try {
    const campaign = await loadCampaign(app.database.db, params.id, app.now(), (key) =>
      app.storage.urlOf(key),
    );
    return { title: translate(info.language, 'campaigns.meta.edit'), campaign, now: app.now().toISOString() };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function CampaignEditPage({ loaderData }: Route.ComponentProps) {
  return <CampaignForm initial={loaderData.campaign} now={loaderData.now} />;
}
