import { createRouter } from '../../http/router';

/** A KOL's figures: the dashboard, conversion orders, monthly statements. */
export function conversionRoutes() {
  return createRouter();
}
