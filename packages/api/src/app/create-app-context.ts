import { resolve } from 'node:path';
import { type Database, openDatabase } from '@cho-dep/db/client';
import { migrate } from '@cho-dep/db/migrate';
import type { KeyValueStore } from '@cho-dep/integrations/kv/key-value-store';
import { createMemoryStore } from '@cho-dep/integrations/kv/memory-store';
import { createRedisStore } from '@cho-dep/integrations/kv/redis-store';
import { createLogMailTransport } from '@cho-dep/integrations/mail/log-mail-transport';
import { createSmtpMailTransport } from '@cho-dep/integrations/mail/smtp-mail-transport';
import { createPaymentProviders } from '@cho-dep/integrations/payments/payment-config';
import type { PaymentProvider, PaymentProviderName } from '@cho-dep/integrations/payments/payment-provider';
import { createCarriers } from '@cho-dep/integrations/shipping/carriers';
import { createLogSmsTransport } from '@cho-dep/integrations/sms/log-sms-transport';
import type { FileStorage } from '@cho-dep/integrations/storage/file-storage';
import { createLocalFileStorage } from '@cho-dep/integrations/storage/local-file-storage';
import { pino } from 'pino';
import { isTestClockOn, testClockNow } from '../test-clock/test-clock';
import type { AppContext } from './app-context';
import type { Config } from './config';

/**
 * Builds the process-wide context: the database (PostgreSQL when DATABASE_URL is set,
 * otherwise embedded PGlite in DATA_DIR), migrated; the shared store (Redis when REDIS_URL is
 * set); mail and SMS transports; the logger.
 */
export async function createAppContext(
  config: Config,
  overrides: {
    database?: Database;
    store?: KeyValueStore;
    storage?: FileStorage;
    now?: () => Date;
    payments?: Record<PaymentProviderName, PaymentProvider>;
  } = {},
): Promise<AppContext> {
  const logger = pino({
    level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL,
    base: { app: 'cho-dep' },
  });
  const database =
    overrides.database ??
    (config.DATABASE_URL
      ? await openDatabase({ url: config.DATABASE_URL })
      : await openDatabase({ dataDir: resolve(config.DATA_DIR, 'pglite') }));
  await migrate(database);
  const store =
    overrides.store ?? (config.REDIS_URL ? createRedisStore(config.REDIS_URL) : createMemoryStore());
  const log = (fields: Record<string, unknown>, msg: string) => logger.info(fields, msg);
  return {
    config,
    database,
    store,
    mail: config.SMTP_URL
      ? createSmtpMailTransport(config.SMTP_URL, config.MAIL_FROM)
      : createLogMailTransport(log),
    sms: createLogSmsTransport(log),
    storage: overrides.storage ?? createLocalFileStorage(resolve(config.DATA_DIR, 'media')),
    logger,
    payments:
      overrides.payments ??
      createPaymentProviders({
        publicBaseUrl: config.publicUrl,
        vnpay: {
          tmnCode: config.VNPAY_TMN_CODE,
          hashSecret: config.VNPAY_HASH_SECRET,
          paymentUrl: config.VNPAY_PAYMENT_URL,
          apiUrl: config.VNPAY_API_URL,
        },
        momo: {
          partnerCode: config.MOMO_PARTNER_CODE,
          accessKey: config.MOMO_ACCESS_KEY,
          secretKey: config.MOMO_SECRET_KEY,
          endpoint: config.MOMO_ENDPOINT,
        },
        zalopay: {
          appId: config.ZALOPAY_APP_ID,
          key1: config.ZALOPAY_KEY1,
          key2: config.ZALOPAY_KEY2,
          endpoint: config.ZALOPAY_ENDPOINT,
        },
      }),
    carriers: createCarriers(),
    now: overrides.now ?? (isTestClockOn(config) ? testClockNow : () => new Date()),
  };
}

export async function closeAppContext(ctx: AppContext): Promise<void> {
  await ctx.store.close();
  await ctx.database.close();
}
