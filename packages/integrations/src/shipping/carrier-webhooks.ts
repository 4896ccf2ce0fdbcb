import { createHash, timingSafeEqual } from 'node:crypto';
import { CARRIER_WEBHOOK_PATHS, type GhnSettings, type GhtkSettings } from './carrier-config';

/**
 * How the carriers' webhooks prove who sent them, and what they look like on the wire (the
 * carrier simulator sends exactly these). Neither carrier signs the body:
 * - GHN sends the shop's Token header (the token configured with GHN for our callback URL);
 * - GHTK calls the callback URL we registered, which carries a secret `hash` query parameter.
 * Both are shared secrets compared in constant time; the endpoint refuses anything else (401).
 */

/** Equal strings, compared in constant time whatever their lengths. */
export function sameSecret(expected: string, received: string | null | undefined): boolean {
  if (!received || !expected) return false;
  const a = createHash('sha256').update(expected, 'utf8').digest();
  const b = createHash('sha256').update(received, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/** GHN: the `Token` header of the webhook request. */
export function verifyGhnWebhook(settings: GhnSettings, tokenHeader: string | null | undefined): boolean {
  return sameSecret(settings.webhookToken, tokenHeader);
}

/** GHTK: the `hash` query parameter of the callback URL. */
export function verifyGhtkWebhook(settings: GhtkSettings, hashParam: string | null | undefined): boolean {
  return sameSecret(settings.webhookHash, hashParam);
}

/** One HTTP request to our webhook endpoint, as the carrier sends it. */
export interface WebhookRequest {
  /** Path and query, to put after our public origin. */
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** GHN's switch_status callback body (JSON; the fields we read, with GHN's spelling). */
export interface GhnWebhookBody {
  Type: 'create' | 'switch_status' | 'update_weight' | 'update_cod' | 'update_fee';
  OrderCode: string;
  ClientOrderCode: string;
  ShopID: number;
  Status: string;
  /** ISO 8601 time of the status change. */
  Time: string;
  Reason: string;
  ReasonCode: string;
  Description: string;
  CODAmount: number;
  Weight: number;
  TotalFee: number;
}

export function ghnWebhookRequest(
  settings: GhnSettings,
  event: { orderCode: string; clientOrderCode: string; status: string; time: Date; reason?: string },
): WebhookRequest {
  const body: GhnWebhookBody = {
    Type: 'switch_status',
    OrderCode: event.orderCode,
    ClientOrderCode: event.clientOrderCode,
    ShopID: Number(settings.shopId),
    Status: event.status,
    Time: event.time.toISOString(),
    Reason: event.reason ?? '',
    ReasonCode: '',
    Description: '',
    CODAmount: 0,
    Weight: 0,
    TotalFee: 0,
  };
  return {
    path: CARRIER_WEBHOOK_PATHS.ghn,
    headers: { 'content-type': 'application/json', token: settings.webhookToken },
    body: JSON.stringify(body),
  };
}

/** GHTK's form fields (VIETNAM.md): label_id, partner_id, status_id, action_time, reason_code, reason, weight, fee. */
export function ghtkWebhookRequest(
  settings: GhtkSettings,
  event: {
    label: string;
    partnerId: string;
    statusId: number;
    actionTime: Date;
    reasonCode?: string;
    reason?: string;
    weightKg?: number;
    fee?: number;
  },
): WebhookRequest {
  const form = new URLSearchParams({
    label_id: event.label,
    partner_id: event.partnerId,
    status_id: String(event.statusId),
    action_time: event.actionTime.toISOString(),
    reason_code: event.reasonCode ?? '',
    reason: event.reason ?? '',
    weight: String(event.weightKg ?? 0),
    fee: String(event.fee ?? 0),
  });
  return {
    path: `${CARRIER_WEBHOOK_PATHS.ghtk}?hash=${encodeURIComponent(settings.webhookHash)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  };
}
