import { createHash, createHmac, createPublicKey, randomBytes } from 'node:crypto';
import type { SocialProvider } from '@cho-dep/core/accounts/social/social-providers';
import type { KeyValueStore } from '@cho-dep/integrations/kv/key-value-store';
import { importPKCS8, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { DEV_APPLE_KEY_ID, DEV_APPLE_PRIVATE_KEY, DEV_APPLE_TEAM_ID } from '../accounts/social/dev-apple-key';
import { DEV_CLIENTS } from '../accounts/social/social-settings';
import { DEV_SIGNING_KEY_ID, DEV_SIGNING_PRIVATE_KEY } from './dev-signing-key';

/**
 * What the simulated providers remember between the sign-in page and the token call (codes,
 * access tokens), and the checks a real provider makes there: client authentication, code
 * used once, redirect_uri as in the request, PKCE S256 verifier. ID tokens are RS256 with the
 * simulator's key, published as a JWKS like Google's and Apple's.
 */

export interface SimulatedIdentity {
  subject: string;
  name: string;
  email: string | null;
  emailVerified: boolean;
}

export interface SimulatedGrant {
  provider: SocialProvider;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  identity: SimulatedIdentity;
}

const CODE_SECONDS = 300;
const TOKEN_SECONDS = 3600;

/** A person's id at a provider stays the same for the same e-mail (or name, for Zalo). */
export function subjectFor(provider: SocialProvider, key: string): string {
  const digest = createHash('sha256').update(`${provider}:${key.trim().toLowerCase()}`).digest();
  // Google's and Facebook's ids are long numbers, Apple's a dotted string; the shape hardly matters.
  const number = BigInt(`0x${digest.subarray(0, 8).toString('hex')}`).toString();
  return provider === 'apple'
    ? `000${number.slice(0, 6)}.${digest.toString('hex').slice(0, 32)}.0${number.slice(6, 10)}`
    : number;
}

export async function issueCode(store: KeyValueStore, grant: SimulatedGrant): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await store.set(`oauthsim:code:${code}`, JSON.stringify(grant), CODE_SECONDS);
  return code;
}

/** The grant behind a code, once: a second redemption finds it claimed, as at a real provider. */
export async function redeemCode(store: KeyValueStore, code: string): Promise<SimulatedGrant | null> {
  const saved = await store.get(`oauthsim:code:${code}`);
  if (!saved) return null;
  if ((await store.increment(`oauthsim:code-used:${code}`, CODE_SECONDS)) !== 1) return null;
  await store.delete(`oauthsim:code:${code}`);
  return JSON.parse(saved) as SimulatedGrant;
}

export function pkceMatches(verifier: string | undefined, challenge: string): boolean {
  if (!verifier) return false;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}

export async function issueAccessToken(store: KeyValueStore, grant: SimulatedGrant): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await store.set(`oauthsim:token:${token}`, JSON.stringify(grant), TOKEN_SECONDS);
  return token;
}

export async function grantOfAccessToken(
  store: KeyValueStore,
  token: string | undefined,
): Promise<SimulatedGrant | null> {
  if (!token) return null;
  const saved = await store.get(`oauthsim:token:${token}`);
  return saved ? (JSON.parse(saved) as SimulatedGrant) : null;
}

let signingKey: ReturnType<typeof importPKCS8> | undefined;

/** Signs an ID token (and, for tests, any claims) with the simulator's key. */
export async function signIdToken(
  claims: JWTPayload,
  options: { expiresInSeconds?: number } = {},
): Promise<string> {
  signingKey ??= importPKCS8(DEV_SIGNING_PRIVATE_KEY, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: DEV_SIGNING_KEY_ID, typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? TOKEN_SECONDS))
    .sign(await signingKey);
}

export function idTokenClaims(issuer: string, grant: SimulatedGrant): JWTPayload {
  const { identity } = grant;
  const apple = grant.provider === 'apple';
  return {
    iss: issuer,
    aud: grant.clientId,
    sub: identity.subject,
    ...(grant.nonce ? { nonce: grant.nonce } : {}),
    ...(identity.email
      ? // Apple writes its booleans as strings.
        {
          email: identity.email,
          email_verified: apple ? String(identity.emailVerified) : identity.emailVerified,
        }
      : {}),
    // Apple never puts the name in the token (only in the first form_post).
    ...(apple ? {} : { name: identity.name }),
  };
}

export function publicJwks() {
  const jwk = createPublicKey(DEV_SIGNING_PRIVATE_KEY).export({ format: 'jwk' });
  return { keys: [{ ...jwk, kid: DEV_SIGNING_KEY_ID, use: 'sig', alg: 'RS256' }] };
}

/**
 * Apple's client authentication: client_secret is an ES256 JWT signed with the team's key
 * (kid = key id, iss = team id, sub = client id, aud = Apple's issuer, not expired).
 */
export async function appleClientSecretValid(secret: string | undefined, issuer: string): Promise<boolean> {
  if (!secret) return false;
  try {
    const key = createPublicKey(DEV_APPLE_PRIVATE_KEY);
    const { payload, protectedHeader } = await jwtVerify(secret, key, {
      algorithms: ['ES256'],
      issuer: DEV_APPLE_TEAM_ID,
      subject: DEV_CLIENTS.apple.clientId,
      audience: issuer,
    });
    return protectedHeader.kid === DEV_APPLE_KEY_ID && typeof payload.exp === 'number';
  } catch {
    return false;
  }
}

export function facebookProofValid(token: string, proof: string | undefined): boolean {
  if (!proof) return false;
  return createHmac('sha256', DEV_CLIENTS.facebook.appSecret).update(token).digest('hex') === proof;
}
