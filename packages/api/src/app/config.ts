import { LIMITS } from '@cho-dep/core/constants/limits';
import { TRACKING_RETENTION_DAYS_DEFAULT } from '@cho-dep/core/tracking/tracking-partitions';
import { z } from 'zod';
import { isProxyEntry } from '../http/client-ip';

/** Everything the server reads from the environment, validated once at start. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** OBS publishes live video over RTMP on this port (decision 064); `off` turns it off. */
  RTMP_PORT: z.union([z.literal('off'), z.coerce.number().int().min(1).max(65535)]).default(1935),
  /** The RTMP listener's address: the web server's HOST when unset. */
  RTMP_HOST: z.string().optional(),
  /**
   * Public origin used in links inside emails and payment return URLs. Required in a real
   * deployment; without it (development, the local demo) links follow the request's own host,
   * so a buyer on another host name comes back to the host that holds the session.
   */
  PUBLIC_URL: z.string().url().optional(),
  /** Signs the links that open an order without a login (e-mailed order links, the payment return). */
  APP_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Chợ Đẹp <no-reply@chodep.vn>'),
  /**
   * The app's pages in the two stores, linked from /download. Until the app is published under
   * its own id, the defaults search the store for it (never a dead link).
   */
  APP_STORE_URL: z.url().default('https://apps.apple.com/vn/search?term=ch%E1%BB%A3%20%C4%91%E1%BA%B9p'),
  PLAY_STORE_URL: z
    .url()
    .default('https://play.google.com/store/search?q=ch%E1%BB%A3%20%C4%91%E1%BA%B9p&c=apps'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The reverse proxies in front of the server (comma-separated IPs or CIDR ranges). Only
   * their X-Forwarded-For / X-Forwarded-Proto are believed; unset, no forwarded header is.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.every(isProxyEntry),
      'TRUSTED_PROXIES: IP addresses or CIDR ranges, comma-separated',
    ),
  /** The search result cache: off / 0 / false or on / 1 / true; unset = on except in tests (search-cache.ts). */
  SEARCH_CACHE: z.string().optional(),
  /** The signed-in session cache: off reads every session from the database (to measure it). */
  SESSION_CACHE: z.enum(['on', 'off']).optional(),
  /** Seed demo data on first start (on by default outside production). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** The local payment gateway simulator under /dev/pay: on or off; unset = on except in production. */
  PAYMENT_SIMULATOR: z.enum(['on', 'off']).optional(),
  /** The local carrier simulator under /dev/carrier: on or off; unset = on except in production. */
  CARRIER_SIMULATOR: z.enum(['on', 'off']).optional(),
  /** The local sign-in providers under /dev/oauth (Google, Facebook, Zalo, Apple): on or off; unset = on except in production. */
  OAUTH_SIMULATOR: z.enum(['on', 'off']).optional(),
  /** Social sign-in credentials (accounts/social/social-settings.ts): a provider is offered when its set is complete. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  ZALO_APP_ID: z.string().optional(),
  ZALO_APP_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  /** The Sign in with Apple key (.p8, PKCS #8 PEM; literal \\n line breaks are accepted). */
  APPLE_PRIVATE_KEY: z.string().optional(),
  /**
   * The parent domain whose subdomains share the login (e.g. .chodep.vn, product.md §4 and §9):
   * the login cookie is then written for it, Secure and SameSite=None over https. Unset, the
   * cookies stay on the exact host.
   */
  COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'COOKIE_DOMAIN: a domain such as .chodep.vn')
    .optional(),
  /** A clock browser tests move forward (PUT /dev/clock): on only when set (test-clock/test-clock.ts). */
  TEST_CLOCK: z.enum(['on', 'off']).optional(),
  /** product.md §1 reads two ways: service fee 0% (waived) or 3% (charged) in a shop's first year (decision 025). */
  /** Days a KOL's link attributes the visitor's next order (decision 072; Shopee's web uses 30, its app 7). */
  AFFILIATE_ATTRIBUTION_DAYS: z.coerce
    .number()
    .int()
    .min(LIMITS.affiliate.attributionDaysMin)
    .max(LIMITS.affiliate.attributionDaysMax)
    .default(LIMITS.affiliate.attributionDaysDefault),
  /** Days of tracking sessions kept; older days' partitions are dropped by the daily job. */
  TRACKING_RETENTION_DAYS: z.coerce.number().int().min(7).max(3650).default(TRACKING_RETENTION_DAYS_DEFAULT),
  SERVICE_FEE_YEAR_ONE: z.enum(['waived', 'charged']).default('waived'),
  /** The Token GHN sends with its webhooks, and the hash in the callback URL registered with GHTK (development values when unset). */
  GHN_WEBHOOK_TOKEN: z.string().optional(),
  GHTK_WEBHOOK_HASH: z.string().optional(),
  /** The gateways' merchant credentials and hosts (decision 015); the simulator's when unset. */
  VNPAY_TMN_CODE: z.string().optional(),
  VNPAY_HASH_SECRET: z.string().optional(),
  VNPAY_PAYMENT_URL: z.string().url().optional(),
  VNPAY_API_URL: z.string().url().optional(),
  MOMO_PARTNER_CODE: z.string().optional(),
  MOMO_ACCESS_KEY: z.string().optional(),
  MOMO_SECRET_KEY: z.string().optional(),
  MOMO_ENDPOINT: z.string().url().optional(),
  ZALOPAY_APP_ID: z.string().optional(),
  ZALOPAY_KEY1: z.string().optional(),
  ZALOPAY_KEY2: z.string().optional(),
  ZALOPAY_ENDPOINT: z.string().url().optional(),
  /**
   * Web Push (VAPID) keys, base64url as `web-push generate-vapid-keys` prints them, and the
   * contact the push services may write to (mailto: or https:). Unset outside production, a
   * key pair is made once and kept in DATA_DIR/vapid.json (push/vapid-keys.ts).
   */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:support@chodep.vn'),
});

/**
 * Secrets a real deployment must set: in production, with a simulator off, the development
 * values (which the simulators share, and anyone can read in the source) are refused.
 */
const PRODUCTION_SECRETS = {
  payments: [
    'VNPAY_TMN_CODE',
    'VNPAY_HASH_SECRET',
    'MOMO_PARTNER_CODE',
    'MOMO_ACCESS_KEY',
    'MOMO_SECRET_KEY',
    'ZALOPAY_APP_ID',
    'ZALOPAY_KEY1',
    'ZALOPAY_KEY2',
  ],
  carriers: ['GHN_WEBHOOK_TOKEN', 'GHTK_WEBHOOK_HASH'],
  site: ['PUBLIC_URL', 'APP_SECRET'],
} as const;

/**
 * Each social provider's credentials (accounts/social/social-settings.ts): all or none, so a
 * typo in one name is found at start, not at a user's first sign-in.
 */
const SOCIAL_CREDENTIAL_SETS = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
  ['ZALO_APP_ID', 'ZALO_APP_SECRET'],
  ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'],
] as const;

/**
 * DEVELOPMENT ONLY: the signing secret when APP_SECRET is unset. Anyone can read it here, so a
 * real deployment is refused without its own.
 */
const DEV_APP_SECRET = 'DEV-ONLY-cho-dep-app-secret-not-for-production';

export type Config = z.infer<typeof configSchema> & {
  publicUrl: string;
  /** Whether PUBLIC_URL was given: then every link uses it, else the request's host (public-origin.ts). */
  publicUrlFixed: boolean;
  appSecret: string;
  secureCookies: boolean;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (DATABASE_URL=) means "not set", as shells and CI files often write it.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.parse(present);
  if (parsed.NODE_ENV === 'production') {
    // The local demo (both simulators on) may run without the site's own address and secret
    // (links then follow the request's host); a real deployment may not.
    const demo = parsed.PAYMENT_SIMULATOR === 'on' && parsed.CARRIER_SIMULATOR === 'on';
    const missing = [
      ...(parsed.PAYMENT_SIMULATOR === 'on' ? [] : PRODUCTION_SECRETS.payments),
      ...(parsed.CARRIER_SIMULATOR === 'on' ? [] : PRODUCTION_SECRETS.carriers),
      ...(demo ? [] : PRODUCTION_SECRETS.site),
    ].filter((name) => !parsed[name]);
    if (missing.length > 0) {
      throw new Error(
        `In production set ${missing.join(', ')} (or turn the local simulators on: PAYMENT_SIMULATOR=on, CARRIER_SIMULATOR=on).`,
      );
    }
  }
  const halfSet = SOCIAL_CREDENTIAL_SETS.flatMap((names) => {
    const missing = names.filter((name) => !parsed[name]);
    return missing.length > 0 && missing.length < names.length ? missing : [];
  });
  if (halfSet.length > 0)
    throw new Error(`Social sign-in: also set ${halfSet.join(', ')} (or none of its set).`);
  const publicUrl = parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`;
  return {
    ...parsed,
    publicUrl,
    publicUrlFixed: parsed.PUBLIC_URL !== undefined,
    appSecret: parsed.APP_SECRET ?? DEV_APP_SECRET,
    secureCookies: publicUrl.startsWith('https://'),
  };
}
