import { createRouter } from '../../http/router';

/** The seller's affiliate setting (commission rates) and open campaigns with each KOL's results. */
export function sellerAffiliateRoutes() {
  return createRouter();
}
