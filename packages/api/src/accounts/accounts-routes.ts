import { createRouter } from '../http/router';
import { authRoutes } from './auth-routes';
import { deleteAccountRoutes } from './delete-account-routes';
import { guestRoutes } from './guest-routes';
import { passwordRoutes } from './password-routes';
import { socialLinkRoutes } from './social/social-link-routes';
import { socialRoutes } from './social/social-routes';

/** Login, sign-up, social sign-in, guests, passwords and account deletion (community API, product.md §7). */
export function accountsRoutes() {
  const router = createRouter();
  router.route('/', authRoutes());
  router.route('/', passwordRoutes());
  router.route('/', guestRoutes());
  router.route('/', deleteAccountRoutes());
  // Last: POST /community/v1/auth/{provider} must not shadow login, logout or the password routes.
  router.route('/', socialLinkRoutes());
  router.route('/', socialRoutes());
  return router;
}
