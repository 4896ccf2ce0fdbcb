import { createRouter } from '../../http/router';

/** The admin's affiliate desk: KOL applications, open campaigns, conversions waiting for review. */
export function adminAffiliateRoutes() {
  return createRouter();
}
