import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { announceCartCount } from '../../lib/cart-events';
import { useT } from '../../lib/i18n';
import { useToast } from '../../ui/toast';
import { type CartView, fetchCart } from './cart-api';

export interface CartState {
  /** null: no cart for this visitor (no login, no guest, or the guest expired: 401). */
  cart: CartView | null;
  /**
   * Runs a change; answers whether it went through. `expected` is shown until the answer
   * arrives (a checkbox ticks at once).
   */
  change: (call: () => Promise<CartView>, expected?: (cart: CartView) => CartView) => Promise<boolean>;
  /** How many changes are on their way (the bar shows the totals are being recomputed). */
  pending: number;
}

/**
 * The cart on screen and the way to change it. Changes run one after another (each answer is
 * the whole cart after that change, so the last answer is the truth); the header badge hears
 * every new count. A refused change shows the server's words and reloads the cart, so a stale
 * price, limit or line never stays on screen.
 */
export function useCart(initial: CartView | null): CartState {
  const t = useT();
  const toast = useToast();
  const [cart, setCart] = useState(initial);
  const [pending, setPending] = useState(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const apply = useCallback((next: CartView | null) => {
    setCart(next);
    announceCartCount(next?.number ?? 0);
  }, []);

  const change = useCallback(
    (call: () => Promise<CartView>, expected?: (cart: CartView) => CartView) => {
      if (expected) setCart((current) => (current ? expected(current) : current));
      setPending((n) => n + 1);
      const run = queue.current.then(async () => {
        try {
          apply(await call());
          return true;
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) {
            apply(null);
            return false;
          }
          toast.show(error instanceof ApiError ? error.message : t('common.error.generic'), 'error');
          try {
            apply(await fetchCart());
          } catch {
            // The next change or a reload tries again.
          }
          return false;
        } finally {
          setPending((n) => n - 1);
        }
      });
      queue.current = run;
      return run;
    },
    [apply, t, toast],
  );

  return { cart, change, pending };
}
