import { useEffect, useState } from 'react';
import { onCartCount } from '../../lib/cart-events';

const CART_COUNT = '/api/v1/mobile/carts/count';

/**
 * The cart badge number. product.md §7: the count is asked only when logged in or when a
 * guest cookie exists; its answer is `data.data`. A failure shows no badge rather than an error.
 * Pages that change the cart announce the new count (lib/cart-events), which the badge takes.
 * Asked once per visit (the header stays across pages) and again when the visitor signs in; the
 * typed client is loaded with the question, so a visitor with no cart downloads none of it.
 */
export function useCartCount(enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => onCartCount(setCount), []);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    import('../../lib/api-fetch')
      .then(({ call, client }) => call(client.GET(CART_COUNT)))
      .then((answer) => {
        if (live) setCount(answer.data.data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled]);
  return count;
}
