import type { AddressInput } from '@cho-dep/core/address/address-schemas';
import { useCallback } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CheckoutChoices } from './checkout-draft';
import type { CheckoutFormValues } from './checkout-form-values';

/** The buyer's choices as the checkout form holds them, and the way to change some of them. */
export function useCheckoutChoices() {
  const { control, getValues, setValue } = useFormContext<CheckoutFormValues>();
  const choices = useWatch({ control, name: 'choices' });
  const choose = useCallback(
    (patch: Partial<CheckoutChoices>) => setValue('choices', { ...getValues('choices'), ...patch }),
    [getValues, setValue],
  );
  // A new address means new fees, so delivery picks start again.
  const takeGuestAddress = useCallback(
    (address: AddressInput | null) => {
      const current = getValues('choices');
      if (JSON.stringify(current.guestAddress) === JSON.stringify(address)) return;
      setValue('choices', { ...current, guestAddress: address, shipping: {} });
    },
    [getValues, setValue],
  );
  return { choices, choose, takeGuestAddress };
}
