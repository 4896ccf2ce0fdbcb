import type { MomoConfig } from './momo-config';
import { createMomoProvider } from './momo-provider';
import type { PaymentProvider, PaymentProviderName } from './payment-provider';
import type { VnpayConfig } from './vnpay-config';
import { createVnpayProvider } from './vnpay-provider';
import type { ZalopayConfig } from './zalopay-config';
import { createZalopayProvider } from './zalopay-provider';

/**
 * Where each provider's gateway lives and with which credentials. Without overrides every
 * provider points at the local gateway simulator (packages/api/src/payment-simulator) under
 * the app's own public URL, with the development credentials below.
 */
export interface PaymentSettings {
  vnpay: VnpayConfig;
  momo: MomoConfig;
  zalopay: ZalopayConfig;
}

export interface PaymentSettingsInput {
  /** The app's public origin, e.g. http://127.0.0.1:3000 (no trailing slash needed). */
  publicBaseUrl: string;
  vnpay?: Partial<VnpayConfig>;
  momo?: Partial<MomoConfig>;
  zalopay?: Partial<ZalopayConfig>;
}

/**
 * DEVELOPMENT ONLY. Made-up credentials shared by our providers and the local simulator so
 * the two sign and verify alike; no real gateway knows them. Production passes its own.
 */
export const DEV_PAYMENT_CREDENTIALS = {
  vnpay: { tmnCode: 'CHODEPDV', hashSecret: 'DEV-ONLY-vnpay-hash-secret-not-for-production' },
  momo: {
    partnerCode: 'CHODEPDEV',
    accessKey: 'DEV-ONLY-momo-access-key',
    secretKey: 'DEV-ONLY-momo-secret-key-not-for-production',
  },
  zalopay: {
    appId: '9999',
    key1: 'DEV-ONLY-zalopay-key1-not-for-production',
    key2: 'DEV-ONLY-zalopay-key2-not-for-production',
  },
} as const;

/** The simulator's gateway paths, mirroring the real ones under /dev/pay/<provider>. */
export const SIMULATOR_PATHS = {
  base: '/dev/pay',
  vnpayPayment: '/dev/pay/vnpay/paymentv2/vpcpay.html',
  /** VNPay's merchant API (refunds) inside the simulator. */
  vnpayApi: '/dev/pay/vnpay/merchant_webapi/api/transaction',
  /** MoMo's API host inside the simulator; the create call adds /v2/gateway/api/create. */
  momoEndpoint: '/dev/pay/momo',
  /** ZaloPay's API host inside the simulator; the create call adds /v2/create. */
  zalopayEndpoint: '/dev/pay/zalopay',
} as const;

/** Our notification endpoints (served by packages/api/src/payments). */
export const MERCHANT_NOTIFY_PATHS: Record<PaymentProviderName, string> = {
  vnpay: '/api/v1/payments/vnpay/ipn',
  momo: '/api/v1/payments/momo/ipn',
  zalopay: '/api/v1/payments/zalopay/callback',
};

export function trimBaseUrl(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The absolute notification URL of a provider, for CreatePaymentInput.ipnUrl. */
export function merchantNotifyUrl(publicBaseUrl: string, provider: PaymentProviderName): string {
  return `${trimBaseUrl(publicBaseUrl)}${MERCHANT_NOTIFY_PATHS[provider]}`;
}

/** Keeps only the overrides that carry a value, so `{ tmnCode: undefined }` keeps the default. */
function given<T extends object>(overrides: Partial<T> | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(overrides ?? {}).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}

export function resolvePaymentSettings(input: PaymentSettingsInput): PaymentSettings {
  const base = trimBaseUrl(input.publicBaseUrl);
  return {
    vnpay: {
      ...DEV_PAYMENT_CREDENTIALS.vnpay,
      paymentUrl: `${base}${SIMULATOR_PATHS.vnpayPayment}`,
      apiUrl: `${base}${SIMULATOR_PATHS.vnpayApi}`,
      ...given(input.vnpay),
    },
    momo: {
      ...DEV_PAYMENT_CREDENTIALS.momo,
      endpoint: `${base}${SIMULATOR_PATHS.momoEndpoint}`,
      ...given(input.momo),
    },
    zalopay: {
      ...DEV_PAYMENT_CREDENTIALS.zalopay,
      endpoint: `${base}${SIMULATOR_PATHS.zalopayEndpoint}`,
      ...given(input.zalopay),
    },
  };
}

export function createPaymentProviders(
  input: PaymentSettingsInput,
  fetchImpl: typeof fetch = globalThis.fetch,
): Record<PaymentProviderName, PaymentProvider> {
  const settings = resolvePaymentSettings(input);
  return {
    vnpay: createVnpayProvider(settings.vnpay, fetchImpl),
    momo: createMomoProvider(settings.momo, fetchImpl),
    zalopay: createZalopayProvider(settings.zalopay, fetchImpl),
  };
}
