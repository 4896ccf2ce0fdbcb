import { useController, useFormContext } from 'react-hook-form';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import styles from './checkout.module.css';
import type { CheckoutFormValues } from './checkout-form-values';
import { MoneySummary, OrderBar, TermsAgreement } from './order-summary';
import { canPlaceOrder } from './problem-placement';
import { useCheckoutChoices } from './use-checkout-choices';
import type { QuoteView } from './use-checkout-quote';
import { usePlaceOrder } from './use-place-order';

/** The money, the terms and "Đặt hàng": what placing the order takes, beside the choices. */
export function OrderColumn({ signedIn, view }: { signedIn: boolean; view: QuoteView }) {
  const t = useT();
  const { quote, current, loading, refresh } = view;
  const { control, clearErrors } = useFormContext<CheckoutFormValues>();
  const terms = useController({ control, name: 'agreeTerms' });
  const { takeGuestAddress } = useCheckoutChoices();
  const order = usePlaceOrder({ signedIn, onGuestAddress: takeGuestAddress, refresh });

  // A guest fixes "no address" by typing it: the button stays on and shows what is missing.
  const blocking = quote.problems.filter((p) => signedIn || p.code !== 'NO_DELIVERY_ADDRESS');
  const saved = quote.totals.shopDiscount + quote.totals.platformDiscount + quote.totals.shippingDiscount;
  const barNote = !current
    ? t('checkout.bar.updating')
    : canPlaceOrder(blocking)
      ? null
      : t('checkout.problemsBlock');

  return (
    <div className={styles.side}>
      <MoneySummary totals={quote.totals} />
      <TermsAgreement
        checked={terms.field.value}
        error={terms.fieldState.error?.message}
        onChange={(value) => {
          terms.field.onChange(value);
          clearErrors('agreeTerms');
        }}
      />
      {order.formError && <Alert>{order.formError}</Alert>}
      {order.redirecting && <Alert tone="info">{t('checkout.redirecting')}</Alert>}
      <OrderBar
        total={quote.totals.totalPayment}
        saved={saved}
        note={barNote}
        disabled={!current || !canPlaceOrder(blocking) || order.redirecting}
        busy={order.placing || (loading && !current)}
        onPlace={() => {
          if (current) void order.place();
        }}
      />
    </div>
  );
}
