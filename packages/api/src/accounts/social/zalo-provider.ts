import { AppError } from '@cho-dep/core/errors/app-error';
import { calculatePKCECodeChallenge } from 'openid-client';
import type { AttemptSecrets, CallbackParams, VerifiedIdentity } from './provider-identity';
import type { ZaloSettings } from './social-settings';

/**
 * Zalo Login, OAuth v4 (our auth/zalo-v2): /v4/permission with PKCE and state, the code
 * exchanged at /v4/access_token with the app's `secret_key` header, then the Graph
 * /v2.0/me with the `access_token` header. Zalo gives an id, a name and a picture, never an
 * e-mail, so a Zalo sign-in never meets an existing account by e-mail.
 */

export async function zaloAuthorizationUrl(
  settings: ZaloSettings,
  secrets: AttemptSecrets,
  redirectUri: string,
): Promise<string> {
  const url = new URL(`${settings.oauthUrl}/permission`);
  url.search = new URLSearchParams({
    app_id: settings.appId,
    redirect_uri: redirectUri,
    code_challenge: await calculatePKCECodeChallenge(secrets.codeVerifier),
    state: secrets.state,
  }).toString();
  return url.href;
}

async function me(
  settings: ZaloSettings,
  fetcher: typeof fetch,
  accessToken: string,
): Promise<VerifiedIdentity> {
  const res = await fetcher(`${settings.graphUrl}/me?fields=id,name,picture`, {
    headers: { access_token: accessToken, accept: 'application/json' },
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  // Zalo answers 200 with a non-zero `error` when the token is bad.
  if (!res.ok || (body.error !== undefined && body.error !== 0) || typeof body.id !== 'string') {
    throw new AppError('SOCIAL_SIGN_IN_FAILED', { detail: `zalo ${res.status}` });
  }
  return {
    provider: 'zalo',
    subject: body.id,
    email: null,
    emailVerified: false,
    name: typeof body.name === 'string' ? body.name : null,
  };
}

export async function zaloExchange(
  settings: ZaloSettings,
  fetcher: typeof fetch,
  secrets: AttemptSecrets,
  params: CallbackParams,
): Promise<VerifiedIdentity> {
  const res = await fetcher(`${settings.oauthUrl}/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', secret_key: settings.appSecret },
    body: new URLSearchParams({
      code: params.code,
      app_id: settings.appId,
      grant_type: 'authorization_code',
      code_verifier: secrets.codeVerifier,
    }).toString(),
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || typeof body.access_token !== 'string') {
    throw new AppError('SOCIAL_SIGN_IN_FAILED', { detail: `zalo token ${res.status}` });
  }
  return me(settings, fetcher, body.access_token);
}

/**
 * An access token from the Zalo SDK in an app. Zalo offers no way to ask which app a token
 * was issued to, so the token only proves the Zalo id to us as far as Zalo's /me accepts it.
 */
export async function verifyZaloAccessToken(
  settings: ZaloSettings,
  fetcher: typeof fetch,
  accessToken: string,
): Promise<VerifiedIdentity> {
  try {
    return await me(settings, fetcher, accessToken);
  } catch {
    throw new AppError('SOCIAL_TOKEN_INVALID');
  }
}
