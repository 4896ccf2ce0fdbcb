import {
  PROVIDER_SLUGS,
  providerOfSlug,
  SOCIAL_LIMITS,
  type SocialProvider,
  safeReturnPath,
} from '@cho-dep/core/accounts/social/social-providers';
import { socialTokenSignInSchema } from '@cho-dep/core/accounts/social/social-schemas';
import { AppError, isAppError } from '@cho-dep/core/errors/app-error';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { publicOrigin } from '../../app/public-origin';
import type { ApiEnv } from '../../http/hono-env';
import { errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { clearCookie, OAUTH_COOKIE, readCookie, setOAuthCookie } from '../auth-cookies';
import { authResultSchema, jsonBody } from '../auth-schemas';
import { startLogin } from '../start-login';
import { consumeAttempt, createAttempt } from './oauth-attempts';
import { authorizationUrl, exchangeCode, verifyAppToken } from './provider-flows';
import { resolveSocialIdentity } from './social-accounts';
import { socialFetch } from './social-fetch';
import { enabledProviders, resolveSocialSettings } from './social-settings';

/** The page where the owner of an existing account confirms a link with their password. */
export const LINK_CONFIRM_PATH = '/lien-ket-tai-khoan';

const slugSchema = z
  .enum(['google', 'facebook', 'zalo-v2', 'apple'])
  .openapi({ param: { name: 'provider', in: 'path' }, example: 'zalo-v2' });

const redirectResponse = { description: 'Redirect (Location header)' };

const providersRoute = createRoute({
  method: 'get',
  path: '/community/v1/auth/social-providers',
  tags: ['Auth'],
  summary: 'The social sign-in providers this deployment offers',
  responses: {
    200: {
      description: 'Provider slugs, in the order the buttons show them',
      content: {
        'application/json': {
          schema: z.object({ data: z.object({ providers: z.array(slugSchema), simulator: z.boolean() }) }),
        },
      },
    },
  },
});

const startRoute = createRoute({
  method: 'get',
  path: '/community/v1/auth/{provider}/start',
  tags: ['Auth'],
  summary: 'Start a social sign-in: redirects the browser to the provider',
  description:
    'Creates a sign-in attempt (state, nonce, PKCE verifier; ten minutes, used once), binds it to this browser ' +
    'with the oauth_state cookie and redirects to the provider. `returnTo` is a path on this site where the ' +
    'browser lands after signing in (the web computes it with the login redirect rules).',
  request: {
    params: z.object({ provider: slugSchema }),
    query: z.object({ returnTo: z.string().optional() }),
  },
  responses: { 302: redirectResponse, 404: errorResponses[404] },
});

const callbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
  error_reason: z.string().optional(),
  error_code: z.string().optional(),
});

const callbackRoute = createRoute({
  method: 'get',
  path: '/community/v1/auth/{provider}/callback',
  tags: ['Auth'],
  summary: 'Where Google, Facebook and Zalo send the browser back',
  description:
    'Checks the state against the attempt and this browser, exchanges the code (PKCE), checks the identity, then ' +
    `signs in and redirects to returnTo; or redirects to ${LINK_CONFIRM_PATH} when the provider's verified e-mail ` +
    'belongs to an account that must confirm with its password; on failure back to returnTo with ?login=1&social_error=CODE.',
  request: { params: z.object({ provider: slugSchema }), query: callbackQuery },
  responses: { 303: redirectResponse },
});

const appleCallbackRoute = createRoute({
  method: 'post',
  path: '/community/v1/auth/apple/callback',
  tags: ['Auth'],
  summary:
    'Where Sign in with Apple posts its answer (response_mode=form_post; `user` holds the name, first time only)',
  request: {
    body: {
      content: {
        'application/x-www-form-urlencoded': {
          schema: callbackQuery.extend({ user: z.string().optional() }),
        },
      },
    },
  },
  responses: { 303: redirectResponse },
});

const tokenSignInRoute = createRoute({
  method: 'post',
  path: '/community/v1/auth/{provider}',
  tags: ['Auth'],
  summary:
    'Sign in with a token an app got from the provider (auth/google, auth/facebook, auth/zalo-v2, auth/apple)',
  description:
    'Google and Apple: `idToken` (checked against the provider JWKS, audience = our client id; Apple needs `nonce`). ' +
    'Facebook: `accessToken` (checked with debug_token to be ours). Zalo: `accessToken`. Answers 200 signed in ' +
    '(a new account when the identity is new), or 202 with a link token when the verified e-mail belongs to an ' +
    'account: confirm it at POST /community/v1/auth/social/link with that account password.',
  request: { params: z.object({ provider: slugSchema }), body: jsonBody(socialTokenSignInSchema) },
  responses: {
    200: {
      description: 'Signed in; the session cookie is set',
      content: { 'application/json': { schema: authResultSchema } },
    },
    202: {
      description: 'The account with this e-mail must confirm the link with its password',
      content: {
        'application/json': {
          schema: z.object({ data: z.object({ status: z.literal('confirm_link'), linkToken: z.string() }) }),
        },
      },
    },
    400: errorResponses[400],
    401: { ...errorResponses[401], description: 'SOCIAL_TOKEN_INVALID' },
    404: errorResponses[404],
  },
});

function providerFrom(slug: string): SocialProvider {
  const provider = providerOfSlug(slug);
  if (!provider) throw new AppError('SOCIAL_PROVIDER_UNAVAILABLE');
  return provider;
}

function originOf(c: Context<ApiEnv>): string {
  return publicOrigin(c.get('app').config, c.req.url);
}

function settingsFor(c: Context<ApiEnv>) {
  return resolveSocialSettings(c.get('app').config, originOf(c));
}

function callbackUri(c: Context<ApiEnv>, provider: SocialProvider): string {
  return `${originOf(c)}/community/v1/auth/${PROVIDER_SLUGS[provider]}/callback`;
}

function withError(returnTo: string, code: string): string {
  const url = new URL(returnTo, 'http://x');
  url.searchParams.set('login', '1');
  url.searchParams.set('social_error', code);
  return `${url.pathname}${url.search}`;
}

/**
 * The provider's answer, in the browser: every failure sends the browser back where it was
 * with the login open and the reason, so the person can try again or use their password.
 */
async function finishCallback(
  c: Context<ApiEnv>,
  provider: SocialProvider,
  params: { code?: string; state?: string; error?: string; user?: string },
) {
  const ctx = c.get('app');
  const bound = readCookie(c, OAUTH_COOKIE);
  clearCookie(c, OAUTH_COOKIE);
  let returnTo = '/';
  try {
    if (!params.state) throw new AppError('SOCIAL_SIGN_IN_FAILED');
    const attempt = await consumeAttempt(ctx, provider, params.state);
    returnTo = safeReturnPath(attempt.returnTo);
    // Someone else's state (a link they sent) must not sign this browser into their account.
    if (bound !== params.state)
      throw new AppError('SOCIAL_SIGN_IN_FAILED', { detail: 'state not bound to browser' });
    if (params.error) throw new AppError('SOCIAL_SIGN_IN_CANCELLED');
    if (!params.code) throw new AppError('SOCIAL_SIGN_IN_FAILED');
    const identity = await exchangeCode(
      provider,
      settingsFor(c),
      socialFetch(ctx),
      attempt,
      callbackUri(c, provider),
      { code: params.code, state: params.state, ...(params.user ? { user: params.user } : {}) },
    );
    const info = c.get('info');
    const outcome = await resolveSocialIdentity(ctx, identity, {
      language: info.language,
      country: info.country,
      returnTo,
    });
    if (outcome.kind === 'confirm-link') {
      return c.redirect(`${LINK_CONFIRM_PATH}?token=${encodeURIComponent(outcome.token)}`, 303);
    }
    await startLogin(c, outcome.user);
    return c.redirect(returnTo, 303);
  } catch (error) {
    // A provider that did not answer (network, outage) fails the sign-in, not the page.
    const code = isAppError(error) ? error.code : 'SOCIAL_SIGN_IN_FAILED';
    ctx.logger.info({ provider, code, detail: (error as Error).message }, 'social sign-in refused');
    return c.redirect(withError(returnTo, code), 303);
  }
}

export function socialRoutes() {
  return createRouter()
    .openapi(providersRoute, (c) => {
      const settings = settingsFor(c);
      const providers = enabledProviders(settings).map((name) => PROVIDER_SLUGS[name]) as z.infer<
        typeof slugSchema
      >[];
      return c.json({ data: { providers, simulator: settings.simulator } }, 200);
    })
    .openapi(startRoute, async (c) => {
      const ctx = c.get('app');
      const provider = providerFrom(c.req.valid('param').provider);
      const settings = settingsFor(c);
      if (!settings[provider]) throw new AppError('SOCIAL_PROVIDER_UNAVAILABLE');
      const returnTo = safeReturnPath(c.req.valid('query').returnTo);
      const attempt = await createAttempt(ctx, {
        provider,
        returnTo,
        ...(c.get('info').deviceId ? { deviceId: c.get('info').deviceId } : {}),
      });
      let url: string;
      try {
        url = await authorizationUrl(provider, settings, socialFetch(ctx), attempt, callbackUri(c, provider));
      } catch (error) {
        // The provider's discovery did not answer: back to the page with the reason.
        ctx.logger.warn({ provider, detail: (error as Error).message }, 'social sign-in could not start');
        return c.redirect(withError(returnTo, 'SOCIAL_SIGN_IN_FAILED'), 302);
      }
      setOAuthCookie(c, attempt.state, SOCIAL_LIMITS.attemptMinutes * 60);
      return c.redirect(url, 302);
    })
    .openapi(callbackRoute, (c) =>
      finishCallback(c, providerFrom(c.req.valid('param').provider), c.req.valid('query')),
    )
    .openapi(appleCallbackRoute, (c) => finishCallback(c, 'apple', c.req.valid('form')))
    .openapi(tokenSignInRoute, async (c) => {
      const ctx = c.get('app');
      const provider = providerFrom(c.req.valid('param').provider);
      const identity = await verifyAppToken(provider, settingsFor(c), socialFetch(ctx), c.req.valid('json'));
      const info = c.get('info');
      const outcome = await resolveSocialIdentity(ctx, identity, {
        language: info.language,
        country: info.country,
        returnTo: '/',
      });
      if (outcome.kind === 'confirm-link') {
        return c.json({ data: { status: 'confirm_link' as const, linkToken: outcome.token } }, 202);
      }
      return c.json({ data: await startLogin(c, outcome.user) }, 200);
    });
}
