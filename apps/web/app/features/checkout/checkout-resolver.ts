import type { PlaceOrderInput } from '@cho-dep/core/checkout/checkout-schemas';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { issueMessages } from '../../lib/form/issue-messages';
import {
  type CheckoutFormContext,
  type CheckoutFormValues,
  formPathOf,
  toPlaceOrderInput,
} from './checkout-form-values';
import { loadCheckoutValidation } from './load-checkout-validation';

type Translate = Parameters<typeof issueMessages>[2];

/**
 * Checks the checkout form with the schema the server places the order with
 * (placeOrderSchema), loaded on first use so the page ships without zod (docs/decisions/013).
 * Its messages land beside the form's fields; a guest must also leave an e-mail, which the
 * schema leaves optional because a signed-in buyer's own address is used.
 */
export function checkoutResolver(
  t: Translate,
): Resolver<CheckoutFormValues, CheckoutFormContext, PlaceOrderInput> {
  return async (values, context, options) => {
    const page = context ?? { signedIn: true };
    const { placeOrderSchema } = await loadCheckoutValidation();
    const input = toPlaceOrderInput(values, page);
    const result = placeOrderSchema.safeParse(input);
    const flat: Record<string, FieldError> = {};
    if (!result.success) {
      for (const { path, message } of issueMessages(result.error, input, t)) {
        flat[formPathOf(path)] ??= { type: 'schema', message };
      }
    }
    if (!page.signedIn && values.contactEmail.trim() === '') {
      flat.contactEmail ??= { type: 'required', message: t('validation.required') };
    }
    if (result.success && Object.keys(flat).length === 0) {
      return { values: result.data, errors: {} };
    }
    return { values: {}, errors: toNestErrors<CheckoutFormValues>(flat, options) };
  };
}
