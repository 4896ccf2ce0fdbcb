import { loadPublicCampaign } from '@cho-dep/api/campaigns/campaign-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { data } from 'react-router';
import { CampaignPageScreen } from '../../features/campaigns/campaign-page-screen';
import { headersFromLoader, storefrontCacheHeaders } from '../../features/storefront/cache-headers';
import { serverContext } from '../../server-context';
import type { Route } from './+types/campaign-page';

/** /chien-dich/{id}: a platform campaign not yet ended, with its approved products (the target of campaign pushes). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const { app } = server;
  try {
    const campaign = await loadPublicCampaign(app.database.db, params.id, app.now(), (key) =>
      app.storage.urlOf(key),
    );
    return data({ campaign }, { headers: storefrontCacheHeaders(Boolean(server.user)) });
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { campaign } = loaderData;
  return [
    { title: `${campaign.name} | Chợ Đẹp` },
    { name: 'description', content: campaign.description.slice(0, 160) || campaign.name },
  ];
}

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  return <CampaignPageScreen campaign={loaderData.campaign} />;
}
