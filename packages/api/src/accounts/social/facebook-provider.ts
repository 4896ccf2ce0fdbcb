import { createHmac } from 'node:crypto';
import { AppError } from '@cho-dep/core/errors/app-error';
import { calculatePKCECodeChallenge } from 'openid-client';
import type { AttemptSecrets, CallbackParams, VerifiedIdentity } from './provider-identity';
import type { FacebookSettings } from './social-settings';

/**
 * Facebook Login: OAuth 2.0 code flow (dialog/oauth, then oauth/access_token), with state and
 * PKCE (Facebook accepts it for web apps too), then the Graph /me with appsecret_proof, so a
 * stolen access token is useless without our app secret. Facebook says nothing about whether
 * it checked the e-mail, so its e-mail never counts as verified here (it is never linked to an
 * existing account and a new account keeps it unverified).
 */

export async function facebookAuthorizationUrl(
  settings: FacebookSettings,
  secrets: AttemptSecrets,
  redirectUri: string,
): Promise<string> {
  const url = new URL(settings.dialogUrl);
  url.search = new URLSearchParams({
    client_id: settings.appId,
    redirect_uri: redirectUri,
    state: secrets.state,
    response_type: 'code',
    scope: 'public_profile,email',
    code_challenge: await calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.href;
}

async function graph(fetcher: typeof fetch, url: URL): Promise<Record<string, unknown>> {
  const res = await fetcher(url.href, { headers: { accept: 'application/json' } });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || body.error)
    throw new AppError('SOCIAL_SIGN_IN_FAILED', { detail: `facebook ${res.status}` });
  return body;
}

export function appSecretProof(accessToken: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(accessToken).digest('hex');
}

async function me(settings: FacebookSettings, fetcher: typeof fetch, accessToken: string) {
  const url = new URL(`${settings.graphUrl}/me`);
  url.search = new URLSearchParams({
    fields: 'id,name,email,picture',
    access_token: accessToken,
    appsecret_proof: appSecretProof(accessToken, settings.appSecret),
  }).toString();
  const body = await graph(fetcher, url);
  if (typeof body.id !== 'string') throw new AppError('SOCIAL_SIGN_IN_FAILED');
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;
  return {
    provider: 'facebook',
    subject: body.id,
    email,
    emailVerified: false,
    name: typeof body.name === 'string' ? body.name : null,
  } satisfies VerifiedIdentity;
}

export async function facebookExchange(
  settings: FacebookSettings,
  fetcher: typeof fetch,
  secrets: AttemptSecrets,
  redirectUri: string,
  params: CallbackParams,
): Promise<VerifiedIdentity> {
  const url = new URL(`${settings.graphUrl}/oauth/access_token`);
  url.search = new URLSearchParams({
    client_id: settings.appId,
    client_secret: settings.appSecret,
    redirect_uri: redirectUri,
    code: params.code,
    code_verifier: secrets.codeVerifier,
  }).toString();
  const token = await graph(fetcher, url);
  if (typeof token.access_token !== 'string') throw new AppError('SOCIAL_SIGN_IN_FAILED');
  return me(settings, fetcher, token.access_token);
}

/**
 * An access token from the app's Facebook SDK: first asked of debug_token (with our app
 * token) whether it is valid and was issued to OUR app, so a token from another app that the
 * person signed in to cannot be replayed here.
 */
export async function verifyFacebookAccessToken(
  settings: FacebookSettings,
  fetcher: typeof fetch,
  accessToken: string,
): Promise<VerifiedIdentity> {
  const url = new URL(`${settings.graphUrl}/debug_token`);
  url.search = new URLSearchParams({
    input_token: accessToken,
    access_token: `${settings.appId}|${settings.appSecret}`,
  }).toString();
  try {
    const debug = (await graph(fetcher, url)).data as { is_valid?: unknown; app_id?: unknown } | undefined;
    if (debug?.is_valid !== true || String(debug.app_id) !== settings.appId)
      throw new AppError('SOCIAL_TOKEN_INVALID');
    return await me(settings, fetcher, accessToken);
  } catch (error) {
    throw error instanceof AppError && error.code === 'SOCIAL_TOKEN_INVALID'
      ? error
      : new AppError('SOCIAL_TOKEN_INVALID');
  }
}
