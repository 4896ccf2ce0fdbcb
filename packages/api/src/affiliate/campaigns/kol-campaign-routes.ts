import { createRouter } from '../../http/router';

/** Open campaigns as KOLs see them: the list, one campaign, joining. */
export function kolCampaignRoutes() {
  return createRouter();
}
