import { PROVIDER_SLUGS, type SocialProvider } from '@cho-dep/core/accounts/social/social-providers';
import { type Context, Hono } from 'hono';
import { DEV_CLIENTS, OAUTH_SIMULATOR_BASE } from '../accounts/social/social-settings';
import type { AppContext } from '../app/app-context';
import { publicOrigin } from '../app/public-origin';
import type { ApiEnv } from '../http/hono-env';
import { simulatorLanguage } from '../payment-simulator/simulator-language';
import { renderFormPost, renderRefusal, renderSignInPage } from './oauth-simulator-page';
import { issueCode, subjectFor } from './simulator-grants';
import { registerSimulatorTokenRoutes } from './simulator-token-routes';

/**
 * Local stand-ins for Google, Facebook, Zalo and Apple under /dev/oauth (OAUTH_SIMULATOR, on
 * in development and tests): the same endpoints and checks as the real providers, so our
 * client code runs unchanged against them. The sign-in page lets a tester pick or type who
 * they are (name, e-mail, whether the provider verified it); Apple answers with a self-posting
 * form (form_post) and sends the name only the first time, like Apple.
 */

/** Where each provider's sign-in page lives (the real paths, under the simulator's base). */
const AUTHORIZE_PATHS: Record<SocialProvider, string> = {
  google: '/google/authorize',
  apple: '/apple/auth/authorize',
  facebook: '/facebook/v21.0/dialog/oauth',
  zalo: '/zalo/v4/permission',
};

function clientIdOf(provider: SocialProvider): string {
  return provider === 'facebook' || provider === 'zalo'
    ? DEV_CLIENTS[provider].appId
    : DEV_CLIENTS[provider].clientId;
}

/** The redirect URI registered for our app at this provider: our callback on this origin. */
function redirectUriAllowed(c: Context, provider: SocialProvider, redirectUri: string): boolean {
  const ctx = (c as Context<ApiEnv>).get('app');
  return (
    redirectUri ===
    `${publicOrigin(ctx.config, c.req.url)}/community/v1/auth/${PROVIDER_SLUGS[provider]}/callback`
  );
}

interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

/** Reads the provider's own parameter names and checks what the real provider would refuse. */
function readRequest(
  c: Context,
  provider: SocialProvider,
  params: Record<string, string>,
): AuthorizationRequest | { refusal: string } {
  const clientId = provider === 'zalo' ? params.app_id : params.client_id;
  if (clientId !== clientIdOf(provider)) return { refusal: 'unknownClient' };
  const redirectUri = params.redirect_uri ?? '';
  if (!redirectUriAllowed(c, provider, redirectUri)) return { refusal: 'badRedirect' };
  const codeChallenge = params.code_challenge ?? '';
  // Zalo's v4 always means S256; the others name the method.
  const s256 = provider === 'zalo' || params.code_challenge_method === 'S256';
  if (!/^[\w-]{43}$/.test(codeChallenge) || !s256) return { refusal: 'missingPkce' };
  if ((provider === 'google' || provider === 'apple') && !params.nonce) return { refusal: 'invalid' };
  if (provider === 'apple' && params.response_mode !== 'form_post') return { refusal: 'invalid' };
  return { clientId, redirectUri, state: params.state ?? '', nonce: params.nonce ?? '', codeChallenge };
}

export function createOAuthSimulatorRoutes(ctx: AppContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const base = OAUTH_SIMULATOR_BASE;

  for (const provider of Object.keys(AUTHORIZE_PATHS) as SocialProvider[]) {
    app.get(`${base}${AUTHORIZE_PATHS[provider]}`, (c) => {
      const language = simulatorLanguage(c);
      const params = c.req.query();
      const request = readRequest(c, provider, params);
      if ('refusal' in request) return c.html(renderRefusal(language, provider, request.refusal), 400);
      return c.html(
        renderSignInPage({
          language,
          provider,
          clientId: request.clientId,
          action: `${base}/${provider}/consent`,
          request: params,
          nonce: c.get('secureHeadersNonce') ?? '',
        }),
      );
    });
  }

  app.post(`${base}/:provider{google|apple|facebook|zalo}/consent`, async (c) => {
    const provider = c.req.param('provider') as SocialProvider;
    const language = simulatorLanguage(c);
    const form = Object.fromEntries(
      Object.entries(await c.req.parseBody()).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const request = readRequest(c, provider, form);
    if ('refusal' in request) return c.html(renderRefusal(language, provider, request.refusal), 400);
    const back = new URL(request.redirectUri);
    const answer = (fields: Record<string, string>) => {
      const all = { ...fields, ...(request.state ? { state: request.state } : {}) };
      if (provider === 'apple')
        return c.html(renderFormPost(language, request.redirectUri, all, c.get('secureHeadersNonce') ?? ''));
      for (const [name, value] of Object.entries(all)) back.searchParams.set(name, value);
      return c.redirect(back.href, 302);
    };
    if (form.decision !== 'allow') {
      return answer(
        provider === 'facebook'
          ? { error: 'access_denied', error_reason: 'user_denied', error_description: 'Permissions error' }
          : { error: provider === 'apple' ? 'user_cancelled_authorize' : 'access_denied' },
      );
    }
    const name = (form.name ?? '').trim() || 'Người dùng thử';
    const email = provider === 'zalo' ? null : (form.email ?? '').trim().toLowerCase() || null;
    const identity = {
      subject: subjectFor(provider, email ?? name),
      name,
      email,
      emailVerified: email !== null && provider !== 'facebook' && form.email_verified === 'true',
    };
    const code = await issueCode(ctx.store, {
      provider,
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      nonce: request.nonce || null,
      identity,
    });
    if (provider !== 'apple') return answer({ code });
    // Apple sends the name (and e-mail) in `user` on the first sign-in to an app only.
    const seenKey = `oauthsim:apple-seen:${request.clientId}:${identity.subject}`;
    const first = (await ctx.store.get(seenKey)) === null;
    if (first) await ctx.store.set(seenKey, '1', 365 * 24 * 3600);
    const [lastName, ...rest] = name.split(/\s+/);
    const user = JSON.stringify({
      name: { firstName: rest.join(' '), lastName },
      ...(email ? { email } : {}),
    });
    return answer(first ? { code, user } : { code });
  });

  registerSimulatorTokenRoutes(app, ctx);
  return app;
}
