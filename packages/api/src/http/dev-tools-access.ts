import { AppError } from '@cho-dep/core/errors/app-error';
import type { Context, MiddlewareHandler } from 'hono';
import { isLoopbackRequest, socketAddress } from './client-ip';
import type { ApiEnv } from './hono-env';

/**
 * The development simulators (carriers, payment gateways) move real orders, so outside tests
 * only two kinds of caller may drive them: the developer's own machine (the socket's loopback
 * address; a forwarded header proves nothing) and a signed-in admin. A request without any
 * socket is the server calling itself in process (the API tests, the simulators' own fetch).
 */
export function isDevToolCaller(c: Context): boolean {
  if (socketAddress(c) === undefined || isLoopbackRequest(c)) return true;
  const user = (c as Context<ApiEnv>).get('user');
  return user?.roles.includes('admin') ?? false;
}

/** Refuses everyone else with 403 (the page says who may use the simulator). */
export function devToolCallersOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (!isDevToolCaller(c)) throw new AppError('FORBIDDEN', { detail: 'development simulator' });
    await next();
  };
}
