import { ApiError } from '../../../lib/api-client';
import { type ApiAnswer, type ApiBody, call, client } from '../../../lib/api-fetch';
import { useT } from '../../../lib/i18n';
import { useLoaderQuery, useMutation, useQueryClient } from '../../../lib/query-cache';
import { useToast } from '../../../ui/toast';

const ORDER = '/api/v1/seller/orders/{id}';
export type SellerOrder = ApiAnswer<typeof ORDER, 'get'>['data'];
export type SellerOrderEvent = SellerOrder['actions'][number];

/** A seller's move: what it sends, the toast once it went through, and whether it answers the order. */
type Move = { key: string; done: string } & (
  | { send: () => Promise<{ data: SellerOrder }>; reread?: false }
  /** The shipments module answers only its shipping fields: the order is read again. */
  | { send: () => Promise<unknown>; reread: true }
);

/**
 * One order in the seller centre and the seller's moves on it. The page's loader brings the
 * order; every move answers the order as it is now, which replaces what the page shows.
 */
export function useSellerOrder(initial: SellerOrder) {
  const t = useT();
  const toast = useToast();
  const queries = useQueryClient();
  const params = { path: { id: initial.id } };
  const queryKey = [ORDER, params];
  // Never empty: the loader's order is the query's first answer.
  const { data: order = initial } = useLoaderQuery({
    queryKey,
    queryFn: async () => (await call(client.GET(ORDER, { params }))).data,
    loaderData: initial,
  });

  const move = useMutation({
    mutationFn: (next: Move) => next.send(),
    onSuccess: async (answer, next) => {
      if (next.reread) await queries.invalidateQueries({ queryKey });
      else queries.setQueryData(queryKey, (answer as { data: SellerOrder }).data);
      toast.show(t(next.done), 'success');
    },
  });
  /** A move from a button: its refusal is a toast. */
  const quick = (next: Move) =>
    move.mutate(next, {
      onError: (error) =>
        toast.show(error instanceof ApiError ? error.message : t('errors.INTERNAL'), 'error'),
    });
  /** A move from a dialog: its refusal is thrown for the dialog to show. */
  const send = (next: Move) => move.mutateAsync(next);

  const moves = {
    confirm: (): Move => ({
      key: 'confirm',
      done: 'sellerOrders.toasts.confirmed',
      send: () => call(client.POST('/api/v1/seller/orders/{id}/confirm', { params })),
    }),
    delivered: (): Move => ({
      key: 'delivered',
      done: 'sellerOrders.toasts.delivered',
      send: () => call(client.POST('/api/v1/seller/orders/{id}/delivered', { params })),
      reread: true,
    }),
    accept: (): Move => ({
      key: 'accept',
      done: 'sellerOrders.toasts.accepted',
      send: () => call(client.POST('/api/v1/seller/orders/{id}/cancel-request/accept', { params })),
    }),
    refuse: (): Move => ({
      key: 'refuse',
      done: 'sellerOrders.toasts.refused',
      send: () => call(client.POST('/api/v1/seller/orders/{id}/cancel-request/refuse', { params })),
    }),
    cancel: (body: ApiBody<'/api/v1/seller/orders/{id}/cancel', 'post'>): Move => ({
      key: 'cancel',
      done: 'sellerOrders.toasts.cancelled',
      send: () => call(client.POST('/api/v1/seller/orders/{id}/cancel', { params, body })),
    }),
    ship: (body: ApiBody<'/api/v1/seller/orders/{id}/ship', 'post'>): Move => ({
      key: 'ship',
      done: 'sellerOrders.toasts.shipped',
      send: () => call(client.POST('/api/v1/seller/orders/{id}/ship', { params, body })),
      reread: true,
    }),
    note: (body: ApiBody<'/api/v1/seller/orders/{id}/note', 'put'>): Move => ({
      key: 'note',
      done: 'sellerOrders.toasts.noteSaved',
      send: () => call(client.PUT('/api/v1/seller/orders/{id}/note', { params, body })),
    }),
    rate: (body: ApiBody<'/api/v1/seller/orders/{id}/buyer-rating', 'post'>): Move => ({
      key: 'rate',
      done: 'sellerOrders.toasts.rated',
      send: () => call(client.POST('/api/v1/seller/orders/{id}/buyer-rating', { params, body })),
    }),
  };

  const busy = move.isPending ? (move.variables?.key ?? null) : null;
  const can = (event: SellerOrderEvent) => order.actions.includes(event);
  return { order, busy, moves, quick, send, can };
}
