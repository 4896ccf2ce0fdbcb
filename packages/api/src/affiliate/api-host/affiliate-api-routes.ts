import { createRouter } from '../../http/router';

/** The affiliate host (/affiliate/v1, Bearer tokens) and the KOL's API tokens. */
export function affiliateApiRoutes() {
  return createRouter();
}
