import type { SocialProvider } from '@cho-dep/core/accounts/social/social-providers';
import type { Context, Hono } from 'hono';
import { DEV_CLIENTS, OAUTH_SIMULATOR_BASE } from '../accounts/social/social-settings';
import type { AppContext } from '../app/app-context';
import type { ApiEnv } from '../http/hono-env';
import {
  appleClientSecretValid,
  facebookProofValid,
  grantOfAccessToken,
  idTokenClaims,
  issueAccessToken,
  pkceMatches,
  publicJwks,
  redeemCode,
  signIdToken,
} from './simulator-grants';
import { simulatorIssuer } from './simulator-issuer';

/**
 * The server-to-server half of the simulated providers: discovery and JWKS (Google, Apple),
 * token endpoints, and the profile calls (Google userinfo, Facebook Graph /me and
 * debug_token, Zalo Graph /me), each with the provider's own parameter names and errors.
 */

type OidcProvider = 'google' | 'apple';

const OIDC_PATHS: Record<OidcProvider, { authorize: string; token: string; jwks: string }> = {
  google: { authorize: '/authorize', token: '/token', jwks: '/jwks' },
  apple: { authorize: '/auth/authorize', token: '/auth/token', jwks: '/auth/keys' },
};

function oauthError(c: Context, error: string, status: 400 | 401 = 400) {
  return c.json({ error, error_description: `simulated provider: ${error}` }, status);
}

async function formOf(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  return Object.fromEntries(
    Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** client_secret_post or client_secret_basic, as Google accepts both. */
function googleClientValid(c: Context, form: Record<string, string>): boolean {
  const basic = /^Basic\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  let [id, secret] = [form.client_id, form.client_secret];
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const at = decoded.indexOf(':');
    [id, secret] = [decodeURIComponent(decoded.slice(0, at)), decodeURIComponent(decoded.slice(at + 1))];
  }
  return id === DEV_CLIENTS.google.clientId && secret === DEV_CLIENTS.google.clientSecret;
}

function registerOidc(app: Hono<ApiEnv>, ctx: AppContext, provider: OidcProvider) {
  const base = `${OAUTH_SIMULATOR_BASE}/${provider}`;
  const paths = OIDC_PATHS[provider];
  app.get(`${base}/.well-known/openid-configuration`, (c) => {
    const issuer = simulatorIssuer(c, provider);
    return c.json({
      issuer,
      authorization_endpoint: `${issuer}${paths.authorize}`,
      token_endpoint: `${issuer}${paths.token}`,
      jwks_uri: `${issuer}${paths.jwks}`,
      ...(provider === 'google' ? { userinfo_endpoint: `${issuer}/userinfo` } : {}),
      response_types_supported: ['code'],
      response_modes_supported: provider === 'apple' ? ['query', 'fragment', 'form_post'] : ['query'],
      subject_types_supported: ['public', ...(provider === 'apple' ? ['pairwise'] : [])],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: provider === 'apple' ? ['openid', 'email', 'name'] : ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: [
        'client_secret_post',
        ...(provider === 'google' ? ['client_secret_basic'] : []),
      ],
      code_challenge_methods_supported: ['S256'],
      claims_supported: ['aud', 'email', 'email_verified', 'exp', 'iat', 'iss', 'nonce', 'sub', 'name'],
    });
  });
  app.get(`${base}${paths.jwks}`, (c) => c.json(publicJwks()));
  app.post(`${base}${paths.token}`, async (c) => {
    const issuer = simulatorIssuer(c, provider);
    const form = await formOf(c);
    const clientOk =
      provider === 'google'
        ? googleClientValid(c, form)
        : form.client_id === DEV_CLIENTS.apple.clientId &&
          (await appleClientSecretValid(form.client_secret, issuer));
    if (!clientOk) return oauthError(c, 'invalid_client', 401);
    if (form.grant_type !== 'authorization_code') return oauthError(c, 'unsupported_grant_type');
    const grant = await redeemCode(ctx.store, form.code ?? '');
    if (
      !grant ||
      grant.provider !== provider ||
      grant.clientId !== (form.client_id ?? DEV_CLIENTS.google.clientId)
    ) {
      return oauthError(c, 'invalid_grant');
    }
    if (grant.redirectUri !== form.redirect_uri) return oauthError(c, 'invalid_grant');
    if (!pkceMatches(form.code_verifier, grant.codeChallenge)) return oauthError(c, 'invalid_grant');
    return c.json({
      access_token: await issueAccessToken(ctx.store, grant),
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: await signIdToken(idTokenClaims(issuer, grant)),
    });
  });
}

function bearer(c: Context): string | undefined {
  return /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
}

export function registerSimulatorTokenRoutes(app: Hono<ApiEnv>, ctx: AppContext): void {
  registerOidc(app, ctx, 'google');
  registerOidc(app, ctx, 'apple');

  app.get(`${OAUTH_SIMULATOR_BASE}/google/userinfo`, async (c) => {
    const grant = await grantOfAccessToken(ctx.store, bearer(c));
    if (grant?.provider !== 'google') return oauthError(c, 'invalid_token', 401);
    const { identity } = grant;
    return c.json({
      sub: identity.subject,
      name: identity.name,
      ...(identity.email ? { email: identity.email, email_verified: identity.emailVerified } : {}),
    });
  });

  const facebook = `${OAUTH_SIMULATOR_BASE}/facebook/graph/v21.0`;
  const graphError = (c: Context, message: string, code = 190) =>
    c.json({ error: { message, type: 'OAuthException', code } }, 400);
  app.get(`${facebook}/oauth/access_token`, async (c) => {
    const q = c.req.query();
    if (q.client_id !== DEV_CLIENTS.facebook.appId || q.client_secret !== DEV_CLIENTS.facebook.appSecret) {
      return graphError(c, 'Error validating client secret.', 1);
    }
    const grant = await redeemCode(ctx.store, q.code ?? '');
    if (grant?.provider !== 'facebook' || grant.redirectUri !== q.redirect_uri) {
      return graphError(c, 'Invalid verification code format.', 100);
    }
    if (!pkceMatches(q.code_verifier, grant.codeChallenge))
      return graphError(c, 'Invalid code verifier.', 100);
    return c.json({
      access_token: await issueAccessToken(ctx.store, grant),
      token_type: 'bearer',
      expires_in: 5183944,
    });
  });
  app.get(`${facebook}/me`, async (c) => {
    const token = c.req.query('access_token') ?? '';
    const grant = await grantOfAccessToken(ctx.store, token);
    if (grant?.provider !== 'facebook') return graphError(c, 'Invalid OAuth access token.');
    if (!facebookProofValid(token, c.req.query('appsecret_proof'))) {
      return graphError(c, 'Invalid appsecret_proof provided in the API argument', 100);
    }
    const { identity } = grant;
    return c.json({
      id: identity.subject,
      name: identity.name,
      ...(identity.email ? { email: identity.email } : {}),
      picture: { data: { height: 50, width: 50, is_silhouette: true, url: '' } },
    });
  });
  app.get(`${facebook}/debug_token`, async (c) => {
    if (c.req.query('access_token') !== `${DEV_CLIENTS.facebook.appId}|${DEV_CLIENTS.facebook.appSecret}`) {
      return graphError(c, 'Invalid OAuth access token.');
    }
    const grant = await grantOfAccessToken(ctx.store, c.req.query('input_token'));
    return c.json({
      data: grant
        ? {
            app_id: grant.clientId,
            type: 'USER',
            is_valid: true,
            user_id: grant.identity.subject,
            scopes: ['email', 'public_profile'],
          }
        : { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } },
    });
  });

  const zalo = `${OAUTH_SIMULATOR_BASE}/zalo`;
  app.post(`${zalo}/v4/access_token`, async (c) => {
    const form = await formOf(c);
    // Zalo answers 200 with an error number and name.
    const zaloError = (error: number, name: string) =>
      c.json({ error, error_name: name, error_description: name });
    if (form.app_id !== DEV_CLIENTS.zalo.appId || c.req.header('secret_key') !== DEV_CLIENTS.zalo.appSecret) {
      return zaloError(-14003, 'Invalid secret key');
    }
    const grant = await redeemCode(ctx.store, form.code ?? '');
    if (!grant || grant.provider !== ('zalo' satisfies SocialProvider))
      return zaloError(-14002, 'Invalid authorization code');
    if (!pkceMatches(form.code_verifier, grant.codeChallenge))
      return zaloError(-14001, 'Invalid code verifier');
    return c.json({
      access_token: await issueAccessToken(ctx.store, grant),
      refresh_token: 'sim',
      expires_in: '3600',
    });
  });
  app.get(`${zalo}/graph/v2.0/me`, async (c) => {
    const grant = await grantOfAccessToken(ctx.store, c.req.header('access_token'));
    if (grant?.provider !== 'zalo') return c.json({ error: 452, message: 'Invalid access token' });
    const { identity } = grant;
    return c.json({
      id: identity.subject,
      name: identity.name,
      picture: { data: { url: '' } },
      error: 0,
      message: 'Success',
    });
  });
}
