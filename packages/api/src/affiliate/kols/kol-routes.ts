import { createRouter } from '../../http/router';

/** The KOL application (apply, read my status) and the profile's kol_info. */
export function kolRoutes() {
  return createRouter();
}
