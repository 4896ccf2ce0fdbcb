import type { SocialProvider } from '@cho-dep/core/accounts/social/social-providers';
import type { SocialTokenSignIn } from '@cho-dep/core/accounts/social/social-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import { facebookAuthorizationUrl, facebookExchange, verifyFacebookAccessToken } from './facebook-provider';
import { oidcAuthorizationUrl, oidcExchange, verifyAppIdToken } from './oidc-providers';
import type { AttemptSecrets, CallbackParams, VerifiedIdentity } from './provider-identity';
import type { SocialSettings } from './social-settings';
import { verifyZaloAccessToken, zaloAuthorizationUrl, zaloExchange } from './zalo-provider';

/** One place that sends each provider to its own flow; a provider without settings is not offered. */

function settingsOf<P extends SocialProvider>(
  settings: SocialSettings,
  provider: P,
): NonNullable<SocialSettings[P]> {
  const found = settings[provider];
  if (!found) throw new AppError('SOCIAL_PROVIDER_UNAVAILABLE');
  return found as NonNullable<SocialSettings[P]>;
}

export function authorizationUrl(
  provider: SocialProvider,
  settings: SocialSettings,
  fetcher: typeof fetch,
  secrets: AttemptSecrets,
  redirectUri: string,
): Promise<string> {
  switch (provider) {
    case 'google':
    case 'apple':
      return oidcAuthorizationUrl(provider, settingsOf(settings, provider), fetcher, secrets, redirectUri);
    case 'facebook':
      return facebookAuthorizationUrl(settingsOf(settings, provider), secrets, redirectUri);
    case 'zalo':
      return zaloAuthorizationUrl(settingsOf(settings, provider), secrets, redirectUri);
  }
}

export function exchangeCode(
  provider: SocialProvider,
  settings: SocialSettings,
  fetcher: typeof fetch,
  secrets: AttemptSecrets,
  redirectUri: string,
  params: CallbackParams,
): Promise<VerifiedIdentity> {
  switch (provider) {
    case 'google':
    case 'apple':
      return oidcExchange(provider, settingsOf(settings, provider), fetcher, secrets, redirectUri, params);
    case 'facebook':
      return facebookExchange(settingsOf(settings, provider), fetcher, secrets, redirectUri, params);
    case 'zalo':
      return zaloExchange(settingsOf(settings, provider), fetcher, secrets, params);
  }
}

/** An app's own sign-in: Google and Apple send an ID token, Facebook and Zalo an access token. */
export function verifyAppToken(
  provider: SocialProvider,
  settings: SocialSettings,
  fetcher: typeof fetch,
  body: SocialTokenSignIn,
): Promise<VerifiedIdentity> {
  const fieldMissing = (path: string) =>
    new AppError('VALIDATION_FAILED', { fields: [{ path, message: 'validation.required' }] });
  switch (provider) {
    case 'google':
    case 'apple':
      if (!body.idToken) throw fieldMissing('idToken');
      return verifyAppIdToken(
        provider,
        settingsOf(settings, provider),
        fetcher,
        body.idToken,
        body.nonce,
        body.fullName,
      );
    case 'facebook':
      if (!body.accessToken) throw fieldMissing('accessToken');
      return verifyFacebookAccessToken(settingsOf(settings, provider), fetcher, body.accessToken);
    case 'zalo':
      if (!body.accessToken) throw fieldMissing('accessToken');
      return verifyZaloAccessToken(settingsOf(settings, provider), fetcher, body.accessToken);
  }
}
