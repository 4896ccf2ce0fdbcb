import { createHash, timingSafeEqual } from 'node:crypto';
import { CARRIER_WEBHOOK_PATHS, type GhnSettings, type GhtkSettings } from './carrier-config';

/**
 * How the carriers' webhooks prove who sent them, and what they look like on the wire (the
 * carrier simulator sends exactly these). Neither carrier signs the body, and neither lets us
 * add a header: each is given a callback URL and nothing else. So the secret rides in the URL
 * we register:
 * - GHN: https://<us>/api/v1/carriers/ghn/webhook?token=<GHN_WEBHOOK_TOKEN>
 * - GHTK: https://<us>/api/v1/carriers/ghtk/webhook?hash=<GHTK_WEBHOOK_HASH>
 * Both are shared secrets compared in constant time; the endpoint refuses anything else (401).
 */

/** Equal strings, compared in constant time whatever their lengths. */
export function sameSecret(expected: string, received: string | null | undefined): boolean {
  if (!received || !expected) return false;
  const a = createHash('sha256').update(expected, 'utf8').digest();
  const b = createHash('sha256').update(received, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/**
 * GHN: the `token` query parameter of the callback URL. A `Token` header is not looked at:
 * GHN never sends one, so accepting it would only keep a second door open.
 */
export function verifyGhnWebhook(settings: GhnSettings, tokenParam: string | null | undefined): boolean {
  return sameSecret(settings.webhookToken, tokenParam);
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

/** GHN's fee breakdown in a callback (dong). */
export interface GhnWebhookFee {
  CODFailedFee: number;
  CODFee: number;
  Coupon: number;
  DeliverRemoteAreasFee: number;
  DocumentReturn: number;
  DoubleCheck: number;
  Insurance: number;
  MainService: number;
  PickRemoteAreasFee: number;
  R2S: number;
  Return: number;
  StationDO: number;
  StationPU: number;
  Total: number;
}

/**
 * GHN's callback body (JSON), every field of GHN's documented sample with GHN's spelling.
 * `Type` comes in GHN's own mixed case ("Switch_status" in the documentation, "switch_status"
 * elsewhere): readers compare it without case.
 */
export interface GhnWebhookBody {
  CODAmount: number;
  CODTransferDate: string | null;
  ClientOrderCode: string;
  ConvertedWeight: number;
  Description: string;
  Fee: GhnWebhookFee;
  Height: number;
  IsPartialReturn: boolean;
  Length: number;
  OrderCode: string;
  PartialReturnCode: string;
  PaymentType: number;
  Reason: string;
  ReasonCode: string;
  ShopID: number;
  Status: string;
  /** ISO 8601 time of the status change. */
  Time: string;
  TotalFee: number;
  Type: string;
  Warehouse: string;
  Weight: number;
  Width: number;
}

/**
 * GHN's `Type` (create, switch_status, update_weight, update_cod, update_fee), whatever its
 * case; a missing type reads as a status report.
 */
export function ghnWebhookType(type: string | null | undefined): string {
  const lower = (type ?? '').trim().toLowerCase();
  return lower === '' ? 'switch_status' : lower;
}

const NO_FEE: GhnWebhookFee = {
  CODFailedFee: 0,
  CODFee: 0,
  Coupon: 0,
  DeliverRemoteAreasFee: 0,
  DocumentReturn: 0,
  DoubleCheck: 0,
  Insurance: 0,
  MainService: 0,
  PickRemoteAreasFee: 0,
  R2S: 0,
  Return: 0,
  StationDO: 0,
  StationPU: 0,
  Total: 0,
};

export function ghnWebhookRequest(
  settings: GhnSettings,
  event: {
    orderCode: string;
    clientOrderCode: string;
    status: string;
    time: Date;
    reason?: string;
    type?: string;
    codAmount?: number;
  },
): WebhookRequest {
  const body: GhnWebhookBody = {
    CODAmount: event.codAmount ?? 0,
    CODTransferDate: null,
    ClientOrderCode: event.clientOrderCode,
    ConvertedWeight: 0,
    Description: '',
    Fee: NO_FEE,
    Height: 0,
    IsPartialReturn: false,
    Length: 0,
    OrderCode: event.orderCode,
    PartialReturnCode: '',
    PaymentType: 1,
    Reason: event.reason ?? '',
    ReasonCode: '',
    ShopID: Number(settings.shopId),
    Status: event.status,
    Time: event.time.toISOString(),
    TotalFee: 0,
    // As GHN's documentation spells it.
    Type: event.type ?? 'Switch_status',
    Warehouse: '',
    Weight: 0,
    Width: 0,
  };
  return {
    path: `${CARRIER_WEBHOOK_PATHS.ghn}?token=${encodeURIComponent(settings.webhookToken)}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/** GHTK's form fields (product.md §partners): label_id, partner_id, status_id, action_time, reason_code, reason, weight, fee. */
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
