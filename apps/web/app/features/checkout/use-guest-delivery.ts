import type { AddressInput } from '@cho-dep/core/address/address-schemas';
import { useEffect, useState } from 'react';
import { useFormErrors } from '../../lib/use-form-errors';
import { type AddressDraft, emptyDraft, toAddressBody } from '../../ui/address/address-draft';
import { loadCheckoutValidation } from './load-checkout-validation';

/** How long a guest's typing settles before the address is checked (and the order re-quoted). */
const CHECK_DELAY_MS = 300;

/**
 * A guest's typed address and e-mail. The address is checked with the shared schema as they
 * type; once it passes, `onValid` hands the clean address to the quote (null while it does not).
 */
export function useGuestDelivery(enabled: boolean, onValid: (address: AddressInput | null) => void) {
  const errors = useFormErrors();
  const [draft, setDraft] = useState<AddressDraft>(() => emptyDraft('VN', false));
  const [email, setEmail] = useState('');
  const { validate } = errors;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const timer = setTimeout(() => {
      loadCheckoutValidation()
        .then(({ addressInputSchema }) => {
          if (!live) return;
          onValid(validate(addressInputSchema, toAddressBody(draft)) ?? null);
        })
        .catch(() => {
          // The schema did not load (offline): the order button validates again on submit.
        });
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [enabled, draft, validate, onValid]);

  const change = (next: AddressDraft, path: string) => {
    setDraft(next);
    errors.clear(path === '*' ? undefined : path);
  };

  return { draft, change, email, setEmail, errors: errors.fields };
}
