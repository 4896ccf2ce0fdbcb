import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call, client } from '../../lib/api-fetch';
import { onCartCount } from '../../lib/cart-events';

const CART_COUNT = '/api/v1/mobile/carts/count';

/**
 * The cart badge number. product.md §7: the count is asked only when logged in or when a
 * guest cookie exists; its answer is `data.data`. A failure shows no badge rather than an error.
 * Pages that change the cart announce the new count (lib/cart-events), which the badge takes.
 */
export function useCartCount(enabled: boolean): number {
  const queryClient = useQueryClient();
  useEffect(() => onCartCount((count) => queryClient.setQueryData([CART_COUNT], count)), [queryClient]);
  const count = useQuery({
    queryKey: [CART_COUNT],
    queryFn: async () => (await call(client.GET(CART_COUNT))).data.data,
    enabled,
  });
  return count.data ?? 0;
}
