import { z } from 'zod';

/** Everything the server reads from the environment, validated once at start. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** Public origin used in links inside emails and payment return URLs. */
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Chợ Đẹp <no-reply@chodep.vn>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The search result cache: off / 0 / false or on / 1 / true; unset = on except in tests (search-cache.ts). */
  SEARCH_CACHE: z.string().optional(),
  /** Seed demo data on first start (on by default outside production). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** The local payment gateway simulator under /dev/pay: on or off; unset = on except in production. */
  PAYMENT_SIMULATOR: z.enum(['on', 'off']).optional(),
  /** The local carrier simulator under /dev/carrier: on or off; unset = on except in production. */
  CARRIER_SIMULATOR: z.enum(['on', 'off']).optional(),
  /** The Token GHN sends with its webhooks, and the hash in the callback URL registered with GHTK (development values when unset). */
  GHN_WEBHOOK_TOKEN: z.string().optional(),
  GHTK_WEBHOOK_HASH: z.string().optional(),
});

export type Config = z.infer<typeof configSchema> & { publicUrl: string; secureCookies: boolean };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (DATABASE_URL=) means "not set", as shells and CI files often write it.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.parse(present);
  const publicUrl = parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`;
  return { ...parsed, publicUrl, secureCookies: publicUrl.startsWith('https://') };
}
