import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import { onCartCount } from '../../lib/cart-events';

/**
 * The cart badge number. SPEC.md section 7: the count is asked only when logged in or when a
 * guest cookie exists; its answer is `data.data`. A failure shows no badge rather than an error.
 * Pages that change the cart announce the new count (lib/cart-events), which the badge takes.
 */
export function useCartCount(enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => onCartCount(setCount), []);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    api<{ data: { data: number } }>('/api/v1/mobile/carts/count')
      .then((answer) => {
        const value = answer?.data?.data;
        if (!cancelled && typeof value === 'number') setCount(value);
      })
      .catch(() => {
        // Silent by design: the badge simply stays hidden.
      });
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return count;
}
