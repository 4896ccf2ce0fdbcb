import { AppError } from '@cho-dep/core/errors/app-error';
import type { Context } from 'hono';
import type { ApiEnv, SessionUser } from '../http/hono-env';

/**
 * Route handlers ask for the signed-in user through these. The session middleware (in
 * session-middleware.ts) resolves `user` from the `token` cookie or the Authorization header.
 */
export function requireUser(c: Context<ApiEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

export function requireRole(c: Context<ApiEnv>, role: 'admin' | 'seller'): SessionUser {
  const user = requireUser(c);
  if (!user.roles.includes(role)) throw new AppError('FORBIDDEN');
  return user;
}
