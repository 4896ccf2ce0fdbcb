import type { SocialProvider } from '@cho-dep/core/accounts/social/social-providers';
import type { Context } from 'hono';
import { OAUTH_SIMULATOR_BASE } from '../accounts/social/social-settings';
import { publicOrigin } from '../app/public-origin';
import type { ApiEnv } from '../http/hono-env';

/** A simulated provider's issuer: on the origin the request came to, as our client resolves it. */
export function simulatorIssuer(c: Context, provider: SocialProvider): string {
  const ctx = (c as Context<ApiEnv>).get('app');
  return `${publicOrigin(ctx.config, c.req.url)}${OAUTH_SIMULATOR_BASE}/${provider}`;
}
