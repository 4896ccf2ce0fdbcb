import { randomBytes } from 'node:crypto';
import type { KeyValueStore } from '@cho-dep/integrations/kv/key-value-store';
import type { MomoPaymentRequest } from '@cho-dep/integrations/payments/simulator/momo-simulator';
import type { VnpayPaymentRequest } from '@cho-dep/integrations/payments/simulator/vnpay-simulator';
import type { ZalopayOrderRequest } from '@cho-dep/integrations/payments/simulator/zalopay-simulator';

/**
 * A payment the simulated gateway is holding: created when the merchant's request is
 * accepted, completed when the buyer presses a button. Kept in the shared store (Redis when
 * configured) under a random token, so any app process can serve the page, the button and a
 * replay.
 */
export interface SentNotification {
  method: 'GET' | 'POST';
  url: string;
  contentType?: string;
  body?: string;
}

interface SessionBase {
  token: string;
  status: 'pending' | 'completed';
  /** The notification sent to the merchant on completion, kept for replays. */
  lastNotification?: SentNotification;
}

/** Dates travel as ISO text through the store. */
type Stored<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

export type SimulatorSession =
  | (SessionBase & { provider: 'vnpay'; request: Stored<VnpayPaymentRequest> })
  | (SessionBase & { provider: 'momo'; request: MomoPaymentRequest })
  | (SessionBase & { provider: 'zalopay'; request: ZalopayOrderRequest });

const sessionKey = (token: string) => `paysim:session:${token}`;
/** How long a finished payment stays around for replays. */
export const COMPLETED_TTL_SECONDS = 24 * 60 * 60;

export function newToken(): string {
  return randomBytes(18).toString('base64url');
}

export function storedVnpayRequest(request: VnpayPaymentRequest): Stored<VnpayPaymentRequest> {
  return {
    ...request,
    createdAt: request.createdAt.toISOString(),
    expiresAt: request.expiresAt.toISOString(),
  };
}

export function revivedVnpayRequest(request: Stored<VnpayPaymentRequest>): VnpayPaymentRequest {
  return { ...request, createdAt: new Date(request.createdAt), expiresAt: new Date(request.expiresAt) };
}

export async function saveSession(
  store: KeyValueStore,
  session: SimulatorSession,
  ttlSeconds: number,
): Promise<void> {
  await store.set(sessionKey(session.token), JSON.stringify(session), Math.max(1, Math.ceil(ttlSeconds)));
}

export async function loadSession(store: KeyValueStore, token: string): Promise<SimulatorSession | null> {
  if (!/^[\w-]{10,64}$/.test(token)) return null;
  const text = await store.get(sessionKey(token));
  return text ? (JSON.parse(text) as SimulatorSession) : null;
}

/** A second key pointing at a session, for requests a gateway recognises when they come again. */
export async function rememberAlias(store: KeyValueStore, alias: string, token: string, ttlSeconds: number) {
  await store.set(`paysim:alias:${alias}`, token, Math.max(1, Math.ceil(ttlSeconds)));
}

export async function tokenOfAlias(store: KeyValueStore, alias: string): Promise<string | null> {
  return store.get(`paysim:alias:${alias}`);
}
