import { listOpenCampaigns, loadOpenCampaign } from '@cho-dep/api/affiliate/campaigns/kol-campaigns';
import { isApprovedKol } from '@cho-dep/api/affiliate/kol-access';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { translate } from '@cho-dep/i18n/translate';
import { data, redirect } from 'react-router';
import type { ServerContext } from '../../server-context';

/** Campaigns are for approved KOLs: anyone else goes to /tiep-thi-lien-ket, where they can apply. */
async function requireKolPage(server: ServerContext): Promise<string> {
  const { app, user } = server;
  if (!user || !(await isApprovedKol(app.database.db, user.userId))) throw redirect('/tiep-thi-lien-ket');
  return user.userId;
}

const urlOf = (server: ServerContext) => (key: string) => server.app.storage.urlOf(key);

export async function loadKolCampaigns(server: ServerContext) {
  const kol = await requireKolPage(server);
  const campaigns = await listOpenCampaigns(server.app.database.db, kol, server.app.now(), urlOf(server));
  return { campaigns, title: translate(server.info.language, 'affiliateCampaigns.meta.list') };
}

/** One campaign; one not shown to KOLs, or not for this one (invite-only), is the 404 page. */
export async function loadKolCampaign(server: ServerContext, id: string) {
  const kol = await requireKolPage(server);
  try {
    const campaign = await loadOpenCampaign(server.app.database.db, kol, id, server.app.now(), urlOf(server));
    return { campaign, title: campaign.name };
  } catch (error) {
    if (
      isAppError(error) &&
      (error.code === 'NOT_FOUND' || error.code === 'AFFILIATE_CAMPAIGN_INVITE_ONLY')
    ) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
