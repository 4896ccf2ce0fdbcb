import type { CancelReasonCode } from '@cho-dep/core/orders/buyer-order-tabs';
import { api } from '../../lib/api-client';

/** The browser's calls of the buyer's order screens (packages/api/src/orders/buyer-order-routes.ts). */
export interface CancelAnswer {
  status: string;
  outcome: 'cancelled' | 'requested' | 'confirmed';
  refundDue: boolean;
}

export interface BuyAgainAnswer {
  cartCount: number;
  added: string[];
  skipped: { variantId: string; name: string; code: string }[];
}

export interface CancelReason {
  code: CancelReasonCode;
  label: string;
}

const orderPath = (id: string) => `/api/v1/mobile/orders/${encodeURIComponent(id)}`;

export async function fetchCancelReasons(): Promise<CancelReason[]> {
  return (await api<{ data: { data: CancelReason[] } }>('/api/v1/public/reasons')).data.data;
}

export async function cancelOrder(id: string, reasonCode: CancelReasonCode): Promise<CancelAnswer> {
  return (await api<{ data: CancelAnswer }>(`${orderPath(id)}/cancel`, { body: { reasonCode } })).data;
}

export async function confirmReceipt(id: string): Promise<CancelAnswer> {
  return (await api<{ data: CancelAnswer }>(`${orderPath(id)}/confirm-receipt`, { method: 'POST' })).data;
}

export async function buyAgain(id: string): Promise<BuyAgainAnswer> {
  return (await api<{ data: BuyAgainAnswer }>(`${orderPath(id)}/buy-again`, { method: 'POST' })).data;
}

/** "Thanh toán lại": a fresh gateway link for the order's checkout. */
export async function payAgain(checkoutId: string): Promise<string | null> {
  const answer = await api<{ data: { paymentUrl: string | null } }>(
    `/api/v1/mobile/checkout/${encodeURIComponent(checkoutId)}/pay`,
    { method: 'POST' },
  );
  return answer.data.paymentUrl;
}
