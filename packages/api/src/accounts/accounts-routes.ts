import { createRouter } from '../http/router';
import { authRoutes } from './auth-routes';
import { deleteAccountRoutes } from './delete-account-routes';
import { guestRoutes } from './guest-routes';
import { passwordRoutes } from './password-routes';

/** Login, sign-up, guests, passwords and account deletion (community API, product.md §7). */
export function accountsRoutes() {
  const router = createRouter();
  router.route('/', authRoutes());
  router.route('/', passwordRoutes());
  router.route('/', guestRoutes());
  router.route('/', deleteAccountRoutes());
  return router;
}
