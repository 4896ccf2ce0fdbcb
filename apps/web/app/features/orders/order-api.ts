import type { CancelReasonCode } from '@cho-dep/core/orders/buyer-order-tabs';
import { call, client } from '../../lib/api-fetch';

/** The browser's calls of the buyer's order screens (packages/api/src/orders/buyer-order-routes.ts). */
const REASONS = '/api/v1/public/reasons';

const order = (id: string) => ({ params: { path: { id } } });

/** The reasons a buyer may give for cancelling, in their language (the same for every order). */
export const cancelReasonsQuery = {
  queryKey: [REASONS],
  queryFn: async () => (await call(client.GET(REASONS))).data.data,
};

export async function cancelOrder(id: string, reasonCode: CancelReasonCode) {
  return (
    await call(client.POST('/api/v1/mobile/orders/{id}/cancel', { ...order(id), body: { reasonCode } }))
  ).data;
}

export async function confirmReceipt(id: string) {
  return (await call(client.POST('/api/v1/mobile/orders/{id}/confirm-receipt', order(id)))).data;
}

export async function buyAgain(id: string) {
  return (await call(client.POST('/api/v1/mobile/orders/{id}/buy-again', order(id)))).data;
}

/** "Thanh toán lại": a fresh gateway link for the order's checkout. */
export async function payAgain(checkoutId: string): Promise<string | null> {
  const answer = await call(
    client.POST('/api/v1/mobile/checkout/{checkoutId}/pay', { params: { path: { checkoutId } } }),
  );
  return answer.data.paymentUrl;
}
