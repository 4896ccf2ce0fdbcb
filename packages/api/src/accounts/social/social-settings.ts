import type { SocialProvider } from '@cho-dep/core/accounts/social/social-providers';
import type { Config } from '../../app/config';
import { DEV_APPLE_KEY_ID, DEV_APPLE_PRIVATE_KEY, DEV_APPLE_TEAM_ID } from './dev-apple-key';

/**
 * Who we are at each provider and where the provider lives. With the simulator on
 * (OAUTH_SIMULATOR, on by default outside production) every provider is the local one under
 * /dev/oauth on our own origin with development credentials; otherwise the real hosts, and a
 * provider is offered only when its credentials are all set (a half-set one stops the start).
 */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AppleSettings {
  issuer: string;
  clientId: string;
  teamId: string;
  keyId: string;
  privateKey: string;
}

export interface FacebookSettings {
  appId: string;
  appSecret: string;
  dialogUrl: string;
  graphUrl: string;
}

export interface ZaloSettings {
  appId: string;
  appSecret: string;
  oauthUrl: string;
  graphUrl: string;
}

export interface SocialSettings {
  simulator: boolean;
  google?: OidcSettings;
  apple?: AppleSettings;
  facebook?: FacebookSettings;
  zalo?: ZaloSettings;
}

export const OAUTH_SIMULATOR_BASE = '/dev/oauth';

/** Development credentials the simulator accepts (and nothing else does). */
export const DEV_CLIENTS = {
  google: { clientId: 'chodep-dev.apps.googleusercontent.com', clientSecret: 'DEV-ONLY-google-secret' },
  facebook: { appId: '100000000000001', appSecret: 'DEV-ONLY-facebook-secret' },
  zalo: { appId: '200000000000002', appSecret: 'DEV-ONLY-zalo-secret' },
  apple: { clientId: 'vn.chodep.dev.signin' },
} as const;

/** The Graph API version our Facebook calls name. */
const FACEBOOK_VERSION = 'v21.0';

/** OAUTH_SIMULATOR=on|off; unset, the simulator runs everywhere but production. */
export function isOAuthSimulatorOn(config: Config): boolean {
  if (config.OAUTH_SIMULATOR) return config.OAUTH_SIMULATOR === 'on';
  return config.NODE_ENV !== 'production';
}

/** Environment files often hold a PEM on one line with literal \n. */
function pem(value: string): string {
  return value.includes('\\n') ? value.replaceAll('\\n', '\n') : value;
}

/** The settings for a request to `origin` (the simulator lives on our own origin). */
export function resolveSocialSettings(config: Config, origin: string): SocialSettings {
  if (isOAuthSimulatorOn(config)) {
    const base = `${origin}${OAUTH_SIMULATOR_BASE}`;
    return {
      simulator: true,
      google: { issuer: `${base}/google`, ...DEV_CLIENTS.google },
      apple: {
        issuer: `${base}/apple`,
        clientId: DEV_CLIENTS.apple.clientId,
        teamId: DEV_APPLE_TEAM_ID,
        keyId: DEV_APPLE_KEY_ID,
        privateKey: DEV_APPLE_PRIVATE_KEY,
      },
      facebook: {
        ...DEV_CLIENTS.facebook,
        dialogUrl: `${base}/facebook/${FACEBOOK_VERSION}/dialog/oauth`,
        graphUrl: `${base}/facebook/graph/${FACEBOOK_VERSION}`,
      },
      zalo: { ...DEV_CLIENTS.zalo, oauthUrl: `${base}/zalo/v4`, graphUrl: `${base}/zalo/graph/v2.0` },
    };
  }
  const c = config;
  return {
    simulator: false,
    ...(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            issuer: 'https://accounts.google.com',
            clientId: c.GOOGLE_CLIENT_ID,
            clientSecret: c.GOOGLE_CLIENT_SECRET,
          },
        }
      : {}),
    ...(c.APPLE_CLIENT_ID && c.APPLE_TEAM_ID && c.APPLE_KEY_ID && c.APPLE_PRIVATE_KEY
      ? {
          apple: {
            issuer: 'https://appleid.apple.com',
            clientId: c.APPLE_CLIENT_ID,
            teamId: c.APPLE_TEAM_ID,
            keyId: c.APPLE_KEY_ID,
            privateKey: pem(c.APPLE_PRIVATE_KEY),
          },
        }
      : {}),
    ...(c.FACEBOOK_APP_ID && c.FACEBOOK_APP_SECRET
      ? {
          facebook: {
            appId: c.FACEBOOK_APP_ID,
            appSecret: c.FACEBOOK_APP_SECRET,
            dialogUrl: `https://www.facebook.com/${FACEBOOK_VERSION}/dialog/oauth`,
            graphUrl: `https://graph.facebook.com/${FACEBOOK_VERSION}`,
          },
        }
      : {}),
    ...(c.ZALO_APP_ID && c.ZALO_APP_SECRET
      ? {
          zalo: {
            appId: c.ZALO_APP_ID,
            appSecret: c.ZALO_APP_SECRET,
            oauthUrl: 'https://oauth.zaloapp.com/v4',
            graphUrl: 'https://graph.zalo.me/v2.0',
          },
        }
      : {}),
  };
}

export function enabledProviders(settings: SocialSettings): SocialProvider[] {
  return (['google', 'facebook', 'zalo', 'apple'] as const).filter((name) => settings[name] !== undefined);
}
