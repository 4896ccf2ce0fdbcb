import { createHash } from 'node:crypto';
import { claimIsTrue } from '@cho-dep/core/accounts/social/social-sign-in-rules';
import { AppError } from '@cho-dep/core/errors/app-error';
import {
  createRemoteJWKSet,
  importPKCS8,
  type JWTPayload,
  customFetch as joseFetch,
  jwtVerify,
  SignJWT,
} from 'jose';
import * as oidc from 'openid-client';
import type { AttemptSecrets, CallbackParams, VerifiedIdentity } from './provider-identity';
import type { AppleSettings, OidcSettings } from './social-settings';

/**
 * Google and Sign in with Apple are OpenID Connect providers: openid-client discovers their
 * endpoints, builds the authorization URL (PKCE S256, state, nonce) and, at the callback,
 * exchanges the code and checks the ID token (signature against the provider's JWKS, issuer,
 * audience, expiry, nonce). Apple differs in two ways: its client_secret is a short ES256 JWT
 * we sign with the team key, and it posts the answer back (response_mode=form_post) with the
 * person's name only on their first sign-in.
 */

type OidcProvider = 'google' | 'apple';

const SCOPES: Record<OidcProvider, string> = { google: 'openid email profile', apple: 'openid name email' };

/** Discovery documents are fetched once per issuer and process (both providers cache for a day). */
const discovered = new Map<string, Promise<oidc.Configuration>>();

function discover(issuer: string, clientId: string, fetcher: typeof fetch): Promise<oidc.Configuration> {
  const key = `${issuer}|${clientId}`;
  let found = discovered.get(key);
  if (!found) {
    found = oidc.discovery(new URL(issuer), clientId, undefined, oidc.None(), {
      [oidc.customFetch]: (url, options) => fetcher(url, options as RequestInit),
      // The local simulator answers on plain http during development.
      ...(issuer.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

/**
 * A configuration with this provider's client authentication: Google's client secret, or for
 * Apple a fresh client_secret JWT (Apple accepts one for up to six months; ours lives five
 * minutes, so a leaked one is soon worthless).
 */
async function configuration(
  settings: OidcSettings | AppleSettings,
  fetcher: typeof fetch,
): Promise<oidc.Configuration> {
  const base = await discover(settings.issuer, settings.clientId, fetcher);
  const secret = 'clientSecret' in settings ? settings.clientSecret : await appleClientSecret(settings);
  const config = new oidc.Configuration(
    base.serverMetadata(),
    settings.clientId,
    undefined,
    oidc.ClientSecretPost(secret),
  );
  config[oidc.customFetch] = (url, options) => fetcher(url, options as RequestInit);
  if (settings.issuer.startsWith('http://')) oidc.allowInsecureRequests(config);
  return config;
}

/** Apple's client_secret: ES256, kid = key id, iss = team id, sub = client id, aud = Apple. */
export async function appleClientSecret(settings: AppleSettings, now = new Date()): Promise<string> {
  const key = await importPKCS8(settings.privateKey, 'ES256');
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: settings.keyId })
    .setIssuer(settings.teamId)
    .setSubject(settings.clientId)
    .setAudience(settings.issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 300)
    .sign(key);
}

export async function oidcAuthorizationUrl(
  provider: OidcProvider,
  settings: OidcSettings | AppleSettings,
  fetcher: typeof fetch,
  secrets: AttemptSecrets,
  redirectUri: string,
): Promise<string> {
  const config = await discover(settings.issuer, settings.clientId, fetcher);
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SCOPES[provider],
    response_type: 'code',
    state: secrets.state,
    nonce: secrets.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
    // Apple sends name and e-mail only with form_post; Google shows the account chooser.
    ...(provider === 'apple' ? { response_mode: 'form_post' } : { prompt: 'select_account' }),
  });
  return url.href;
}

function identityOf(
  provider: OidcProvider,
  claims: JWTPayload | oidc.IDToken,
  name: string | null,
): VerifiedIdentity {
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new AppError('SOCIAL_SIGN_IN_FAILED');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  const claimedName = typeof claims.name === 'string' ? claims.name : null;
  return {
    provider,
    subject: claims.sub,
    email,
    emailVerified: email !== null && claimIsTrue(claims.email_verified),
    name: claimedName ?? name,
  };
}

/** Apple's `user` form field on the first sign-in: {"name":{"firstName","lastName"},"email"}. */
export function appleUserName(user: string | undefined): string | null {
  if (!user) return null;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [parsed.name?.lastName, parsed.name?.firstName].filter(
      (part): part is string => typeof part === 'string' && part.trim() !== '',
    );
    return parts.length > 0 ? parts.join(' ').trim() : null;
  } catch {
    return null;
  }
}

/** The callback: code for tokens, the ID token checked by openid-client (nonce required). */
export async function oidcExchange(
  provider: OidcProvider,
  settings: OidcSettings | AppleSettings,
  fetcher: typeof fetch,
  secrets: AttemptSecrets,
  redirectUri: string,
  params: CallbackParams,
): Promise<VerifiedIdentity> {
  const current = new URL(redirectUri);
  current.searchParams.set('code', params.code);
  current.searchParams.set('state', params.state);
  try {
    const config = await configuration(settings, fetcher);
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new AppError('SOCIAL_SIGN_IN_FAILED');
    return identityOf(provider, claims, provider === 'apple' ? appleUserName(params.user) : null);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('SOCIAL_SIGN_IN_FAILED', { detail: (error as Error).message });
  }
}

const jwksSets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * An ID token an app got from the provider's own SDK: signature against the provider's JWKS,
 * issuer, audience = our client id, expiry; the nonce when the app sent one (Apple's SDK puts
 * its SHA-256 in the token, so either form is accepted; Apple requires one).
 */
export async function verifyAppIdToken(
  provider: OidcProvider,
  settings: OidcSettings | AppleSettings,
  fetcher: typeof fetch,
  idToken: string,
  nonce: string | undefined,
  name: string | undefined,
): Promise<VerifiedIdentity> {
  if (provider === 'apple' && !nonce) throw new AppError('SOCIAL_TOKEN_INVALID');
  try {
    // A provider we cannot reach cannot vouch for the token either: refused like a bad one.
    const metadata = (await discover(settings.issuer, settings.clientId, fetcher)).serverMetadata();
    if (!metadata.jwks_uri) throw new AppError('SOCIAL_TOKEN_INVALID');
    let jwks = jwksSets.get(metadata.jwks_uri);
    if (!jwks) {
      jwks = createRemoteJWKSet(new URL(metadata.jwks_uri), {
        [joseFetch]: (url: string, options: RequestInit) => fetcher(url, options),
      });
      jwksSets.set(metadata.jwks_uri, jwks);
    }
    // Google's tokens name their issuer with or without the scheme.
    const issuers = [metadata.issuer, ...(provider === 'google' ? ['accounts.google.com'] : [])];
    const { payload } = await jwtVerify(idToken, jwks, {
      issuer: issuers,
      audience: settings.clientId,
      algorithms: ['RS256'],
    });
    if (nonce !== undefined) {
      const hashed = createHash('sha256').update(nonce).digest('hex');
      if (payload.nonce !== nonce && payload.nonce !== hashed) throw new AppError('SOCIAL_TOKEN_INVALID');
    }
    return identityOf(provider, payload, name?.trim() || null);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('SOCIAL_TOKEN_INVALID', { detail: (error as Error).message });
  }
}
