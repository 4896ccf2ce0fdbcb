/**
 * GHN and GHTK accounts: the shop ids the carriers gave us, the API tokens, and the secrets
 * their webhooks prove themselves with. No gateway is reachable from here, so shipments are
 * created locally (ghn-create-order.ts, ghtk-create-order.ts) and the carrier simulator
 * (packages/api/src/carrier-simulator) plays the carriers' webhooks with these secrets.
 */
export interface GhnSettings {
  /** GHN's ShopId header. */
  shopId: string;
  /** The API Token header of our GHN account. */
  apiToken: string;
  /**
   * The secret in the callback URL we register with GHN (`?token=`): GHN's webhook settings
   * take a URL and nothing else.
   */
  webhookToken: string;
  trackingBaseUrl: string;
}

export interface GhtkSettings {
  /** Our GHTK shop number, the S-part of its labels. */
  shopNumber: string;
  apiToken: string;
  /**
   * GHTK calls the callback URL we register, with a `hash` query parameter we choose
   * (GHTK's webhook documentation: https://partner.example/updateShipment?hash=XXX).
   */
  webhookHash: string;
  trackingBaseUrl: string;
}

export interface CarrierSettings {
  ghn: GhnSettings;
  ghtk: GhtkSettings;
}

/**
 * DEVELOPMENT ONLY. Made-up credentials shared by our webhook endpoints and the carrier
 * simulator; no real carrier knows them. Production passes its own.
 */
export const DEV_CARRIER_CREDENTIALS = {
  ghn: {
    shopId: '885001',
    apiToken: 'DEV-ONLY-ghn-api-token',
    webhookToken: 'DEV-ONLY-ghn-webhook-token-not-for-production',
  },
  ghtk: {
    shopNumber: '1234567',
    apiToken: 'DEV-ONLY-ghtk-api-token',
    webhookHash: 'DEV-ONLY-ghtk-webhook-hash-not-for-production',
  },
} as const;

/** The carriers' public tracking pages (the buyer's "track" link). */
export const CARRIER_TRACKING_BASE = {
  ghn: 'https://donhang.ghn.vn/?order_code=',
  ghtk: 'https://i.ghtk.vn/',
} as const;

/** Our webhook endpoints (served by packages/api/src/shipments). */
export const CARRIER_WEBHOOK_PATHS = {
  ghn: '/api/v1/carriers/ghn/webhook',
  ghtk: '/api/v1/carriers/ghtk/webhook',
} as const;

export interface CarrierSettingsInput {
  ghn?: Partial<GhnSettings>;
  ghtk?: Partial<GhtkSettings>;
}

function given<T extends object>(overrides: Partial<T> | undefined): Partial<T> {
  return Object.fromEntries(
    Object.entries(overrides ?? {}).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}

export function resolveCarrierSettings(input: CarrierSettingsInput = {}): CarrierSettings {
  return {
    ghn: { ...DEV_CARRIER_CREDENTIALS.ghn, trackingBaseUrl: CARRIER_TRACKING_BASE.ghn, ...given(input.ghn) },
    ghtk: {
      ...DEV_CARRIER_CREDENTIALS.ghtk,
      trackingBaseUrl: CARRIER_TRACKING_BASE.ghtk,
      ...given(input.ghtk),
    },
  };
}
