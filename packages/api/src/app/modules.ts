import { accountsRoutes } from '../accounts/accounts-routes';
import { sessionMiddleware } from '../accounts/session-middleware';
import { addressRoutes } from '../addresses/address-routes';
import { adminUnitRoutes } from '../addresses/admin-unit-routes';
import { cartRoutes } from '../cart/cart-routes';
import { followRoutes } from '../follows/follow-routes';
import { geoRoutes } from '../geo/geo-routes';
import type { Router } from '../http/router';
import { mediaRoutes } from '../media/media-routes';
import { outboxRoutes } from '../outbox/outbox-routes';
import { productRoutes } from '../products/product-routes';
import { profileRoutes } from '../profile/profile-routes';
import { searchRoutes } from '../search/search-routes';
import { storefrontRoutes } from '../storefront/storefront-routes';
import { verificationRoutes } from '../verification/verification-routes';

/**
 * One line per domain module. Each module exports a function that returns its router (and
 * the middleware it needs); keep the list sorted by domain name.
 */
export function registerModules(app: Router): void {
  // Resolves the user, the guest and CSRF for every request (API and pages): keep it first.
  app.use('*', sessionMiddleware());
  app.route('/', accountsRoutes());
  app.route('/', addressRoutes());
  app.route('/', adminUnitRoutes());
  app.route('/', cartRoutes());
  app.route('/', followRoutes());
  app.route('/', geoRoutes());
  app.route('/', mediaRoutes());
  app.route('/', outboxRoutes());
  app.route('/', productRoutes());
  app.route('/', profileRoutes());
  app.route('/', searchRoutes());
  app.route('/', storefrontRoutes());
  app.route('/', verificationRoutes());
}
