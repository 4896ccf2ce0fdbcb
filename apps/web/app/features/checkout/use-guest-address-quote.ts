import type { AddressInput } from '@cho-dep/core/address/address-schemas';
import { useEffect } from 'react';
import { type AddressDraft, toAddressBody } from '../../ui/address/address-draft';
import { loadCheckoutValidation } from './load-checkout-validation';

/** How long a guest's typing settles before the address is checked (and the order re-quoted). */
const CHECK_DELAY_MS = 300;

/**
 * Checks a guest's typed address with the shared schema as they type; once it passes, `onValid`
 * hands the clean address to the quote (null while it does not). Its messages are the form's
 * business: they show once a field has been left.
 */
export function useGuestAddressQuote(
  enabled: boolean,
  draft: AddressDraft,
  onValid: (address: AddressInput | null) => void,
) {
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const timer = setTimeout(() => {
      loadCheckoutValidation()
        .then(({ addressInputSchema }) => {
          if (!live) return;
          const checked = addressInputSchema.safeParse(toAddressBody(draft));
          onValid(checked.success ? checked.data : null);
        })
        .catch(() => {
          // The schema did not load (offline): the order button validates again on submit.
        });
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [enabled, draft, onValid]);
}
