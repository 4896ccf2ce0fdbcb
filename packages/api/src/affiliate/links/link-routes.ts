import { createRouter } from '../../http/router';

/** A KOL's tracked links and the short link that records a click. */
export function linkRoutes() {
  return createRouter();
}
