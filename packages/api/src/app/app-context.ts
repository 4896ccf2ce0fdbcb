import type { Language } from '@cho-dep/core/locale/locales';
import type { Database } from '@cho-dep/db/client';
import type { KeyValueStore } from '@cho-dep/integrations/kv/key-value-store';
import type { MailTransport } from '@cho-dep/integrations/mail/mail-transport';
import type { PaymentProvider, PaymentProviderName } from '@cho-dep/integrations/payments/payment-provider';
import type { Carrier, ShippingMethod } from '@cho-dep/integrations/shipping/carrier';
import type { SmsTransport } from '@cho-dep/integrations/sms/sms-transport';
import type { FileStorage } from '@cho-dep/integrations/storage/file-storage';
import type { Logger } from 'pino';
import type { Config } from './config';

/**
 * What every service needs, created once per process (see create-app-context.ts) and passed
 * explicitly: no module-level singletons, so tests build their own with a fresh database.
 */
export interface AppContext {
  config: Config;
  database: Database;
  store: KeyValueStore;
  mail: MailTransport;
  sms: SmsTransport;
  /** Media files (avatars, product images): local directory by default. */
  storage: FileStorage;
  logger: Logger;
  /** VNPay, MoMo and ZaloPay behind one interface (the local simulator unless configured). */
  payments: Record<PaymentProviderName, PaymentProvider>;
  /** Delivery quotes: the shop's own delivery, GHN and GHTK. */
  carriers: Record<ShippingMethod, Carrier>;
  /** The current time; tests replace it to move through expiry windows. */
  now: () => Date;
}

/** Facts about the current HTTP request, set by the request-context middleware. */
export interface RequestInfo {
  requestId: string;
  language: Language;
  country: 'VN' | 'KO';
  sessionId: string | undefined;
  deviceId: string | undefined;
  ip: string;
}
