import { translate } from '@cho-dep/i18n/translate';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { CampaignForm } from '../../features/campaigns/admin/campaign-form';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/campaign-create-page';

/** /quan-tri/chien-dich/tao: a new platform campaign. */
export async function loader({ context }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  return { title: translate(info.language, 'campaigns.meta.create'), now: app.now().toISOString() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function CampaignCreatePage({ loaderData }: Route.ComponentProps) {
  return <CampaignForm initial={null} now={loaderData.now} />;
}
