import type { SellerOrderDetail } from '@cho-dep/api/orders/seller-order-schemas';
import { useEffect, useState } from 'react';
import { ApiError, api } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../ui/toast';

export type SellerOrderEvent = SellerOrderDetail['actions'][number];

/**
 * One order in the seller centre and the seller's moves on it. Every move answers the order as
 * it is now, which replaces what the page shows; the hand-over (shipments module) answers only
 * its shipping fields, so after it (and after "delivered") the order is read again.
 */
export function useSellerOrder(initial: SellerOrderDetail) {
  const t = useT();
  const toast = useToast();
  const [order, setOrder] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => setOrder(initial), [initial]);
  const base = `/api/v1/seller/orders/${order.id}`;

  /** Sends one move; throws the API's refusal for the dialog that sent it to show. */
  const act = async (path: string, method: 'POST' | 'PUT', body: unknown, done: string, reload = false) => {
    const answer = await api<{ data: SellerOrderDetail }>(`${base}${path}`, { method, body });
    setOrder(reload ? (await api<{ data: SellerOrderDetail }>(base)).data : answer.data);
    toast.show(t(done), 'success');
  };

  /** A move from a button: its refusal is a toast. */
  const quick = async (key: string, path: string, done: string, reload = false) => {
    setBusy(key);
    try {
      await act(path, 'POST', undefined, done, reload);
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : t('errors.INTERNAL'), 'error');
    } finally {
      setBusy(null);
    }
  };

  const can = (event: SellerOrderEvent) => order.actions.includes(event);
  return { order, busy, act, quick, can };
}
