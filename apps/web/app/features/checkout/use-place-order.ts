import type { PlaceOrderInput } from '@cho-dep/core/checkout/checkout-schemas';
import { useContext, useRef, useState } from 'react';
import { type Path, useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { announceCartCount } from '../../lib/cart-events';
import { errorScope, revealFirstError } from '../../lib/form-error-focus';
import { useT } from '../../lib/i18n';
import { useToast } from '../../ui/toast';
import type { PlaceOrderBody } from './checkout-api';
import { fetchCartCount, placeOrder } from './checkout-api';
import { toDraftBody } from './checkout-draft';
import {
  type CheckoutFormContext,
  type CheckoutFormValues,
  formPathOf,
  toPlaceOrderInput,
} from './checkout-form-values';
import { forgetExpressItem } from './express-item';
import { attemptFor, type SubmitAttempt } from './idempotency-key';
import { OrderPlacedContext } from './order-placed-context';

/** Takes the buyer to the first field the schema refused, once its message is on the page. */
function showFirstInvalid(): void {
  const field = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
  field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  field?.focus({ preventScroll: true });
}

/** After the next paint: the messages render on the next frame, then the buyer is taken there. */
const afterPaint = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));

/**
 * "Đặt hàng": checks the form with the shared schema, places the order with the quote's total
 * as expectedTotal, then goes to the gateway or the result page. The server's refusals land
 * beside their fields, or as one message above the button.
 */
export function usePlaceOrder({
  signedIn,
  onGuestAddress,
  refresh,
}: {
  signedIn: boolean;
  /** A guest's address passed the schema but the quote has not seen it yet. */
  onGuestAddress: (address: NonNullable<PlaceOrderInput['draft']['address']>) => void;
  /** Asks for a new quote now. */
  refresh: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const onPlaced = useContext(OrderPlacedContext);
  const { getValues, handleSubmit, setError } = useFormContext<
    CheckoutFormValues,
    CheckoutFormContext,
    PlaceOrderInput
  >();
  const [placing, setPlacing] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const attempt = useRef<SubmitAttempt | null>(null);

  function showApiError(failure: unknown) {
    if (failure instanceof ApiError && failure.fields.length > 0) {
      const placed = new Set<string>();
      for (const field of failure.fields) {
        const path = formPathOf(field.path);
        // The first problem of a field is the one worth reading.
        if (placed.has(path)) continue;
        placed.add(path);
        setError(path as Path<CheckoutFormValues>, { type: 'server', message: field.message });
      }
    } else {
      setFormError(failure instanceof ApiError ? failure.message : t('errors.INTERNAL'));
    }
    afterPaint(() => revealFirstError(errorScope(null)));
  }

  async function send(parsed: PlaceOrderInput) {
    const values = getValues();
    // The last keystrokes may not have reached the quote yet: quote them first.
    const typed = parsed.draft.address;
    if (!signedIn && typed && JSON.stringify(typed) !== JSON.stringify(values.choices.guestAddress)) {
      onGuestAddress(typed);
      return;
    }
    const { contactEmail, expectedTotal } = toPlaceOrderInput(values, { signedIn });
    const body: PlaceOrderBody = {
      draft: toDraftBody(values.choices),
      agreeTerms: true,
      contactEmail,
      expectedTotal,
    };
    attempt.current = attemptFor(attempt.current, JSON.stringify(body));
    try {
      const result = await placeOrder(body, attempt.current.key);
      forgetExpressItem();
      if (!values.choices.express) {
        void fetchCartCount().then((count) => count !== null && announceCartCount(count));
      }
      if (result.paymentUrl) {
        setRedirecting(true);
        window.location.assign(result.paymentUrl);
        return;
      }
      if (onPlaced) onPlaced(result);
      else navigate(`/thanh-toan/ket-qua/${encodeURIComponent(result.checkoutId)}`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && failure.code === 'PRICE_CHANGED') {
        // The server's prices moved since the quote: show the new ones and let the buyer look again.
        refresh();
        toast.show(failure.message, 'error');
        return;
      }
      showApiError(failure);
      // Whatever refused the order may have changed the quote's problems: ask again.
      if (failure instanceof ApiError && failure.status < 500) refresh();
    }
  }

  async function place() {
    if (placing) return;
    setPlacing(true);
    setFormError(undefined);
    try {
      await handleSubmit(send, () => afterPaint(showFirstInvalid))();
    } catch (failure) {
      // The schema did not load (offline): say so above the button.
      showApiError(failure);
    } finally {
      setPlacing(false);
    }
  }

  return { place, placing, redirecting, formError };
}
