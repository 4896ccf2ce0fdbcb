import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CheckoutScreen } from '../../features/checkout/checkout-screen';
import { toExpressItem } from '../../features/checkout/express-item';
import { OrderPlacedContext } from '../../features/checkout/order-placed-context';
import { LiveCheckoutSheet } from '../../features/live/live-checkout-sheet';
import { useLiveSheet } from '../../features/live/live-sheet-context';

/**
 * /live/{id}/mua?variant=<id>&qty=<n> — the express checkout over the live's video: the order
 * carries the live (its figures count it, its live price applies while the pin holds).
 */
export default function LiveCheckoutSheetPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { signedIn } = useLiveSheet();
  const variant = search.get('variant');
  const quantity = search.get('qty') ?? '1';
  const item = useMemo(() => toExpressItem(variant, quantity, { live: id }), [variant, quantity, id]);
  const entry = useMemo(() => ({ kind: 'express', item }) as const, [item]);
  return (
    <LiveCheckoutSheet>
      {(onPlaced) => (
        <OrderPlacedContext.Provider value={onPlaced}>
          <CheckoutScreen
            key={item ? `${item.variantId}:${item.quantity}` : 'none'}
            entry={entry}
            signedIn={signedIn}
          />
        </OrderPlacedContext.Provider>
      )}
    </LiveCheckoutSheet>
  );
}
