import type { PlaceOrderInput } from '@cho-dep/core/checkout/checkout-schemas';
import { useEffect, useMemo } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import styles from './checkout.module.css';
import { draftKey, toDraftBody } from './checkout-draft';
import { type CheckoutFormContext, type CheckoutFormValues, initialFormValues } from './checkout-form-values';
import { CheckoutLayout } from './checkout-layout';
import { checkoutResolver } from './checkout-resolver';
import { NothingToBuy } from './nothing-to-buy';
import { useCheckoutChoices } from './use-checkout-choices';
import { useCheckoutQuote } from './use-checkout-quote';
import { type CheckoutEntry, useExpressEntry } from './use-express-entry';
import { useGuestAddressQuote } from './use-guest-address-quote';

/**
 * The checkout (product.md §5): address, one block per shop with its delivery and voucher,
 * the order's vouchers, the payment method, the money, the terms and "Đặt hàng". The buyer's
 * choices are one form, checked with the schema the server places the order with.
 */
export function CheckoutScreen({ entry, signedIn }: { entry: CheckoutEntry; signedIn: boolean }) {
  const t = useT();
  const express = useExpressEntry(entry);
  const resolver = useMemo(() => checkoutResolver(t), [t]);
  const form = useForm<CheckoutFormValues, CheckoutFormContext, PlaceOrderInput>({
    defaultValues: initialFormValues(express === 'pending' ? null : express),
    resolver,
    context: { signedIn },
    // A field's message goes as it is edited; it comes back at the next try to order.
    reValidateMode: 'onSubmit',
    // The first refused field is brought into view by the page (use-place-order.ts).
    shouldFocusError: false,
  });
  const { getValues, setValue } = form;
  useEffect(() => {
    if (express !== 'pending' && getValues('choices.express') !== express)
      setValue('choices.express', express);
  }, [express, getValues, setValue]);

  const invalidExpress = entry.kind === 'express' && !entry.item;
  return (
    <FormProvider {...form}>
      <QuotedCheckout
        signedIn={signedIn}
        ready={express !== 'pending' && !invalidExpress}
        invalidExpress={invalidExpress}
      />
    </FormProvider>
  );
}

/**
 * Every change asks the server for a new quote; the page shows the last one, and its problems
 * hold the order back until they are fixed.
 */
function QuotedCheckout({
  signedIn,
  ready,
  invalidExpress,
}: {
  signedIn: boolean;
  ready: boolean;
  invalidExpress: boolean;
}) {
  const t = useT();
  const { choices, takeGuestAddress } = useCheckoutChoices();
  const { control, setValue } = useFormContext<CheckoutFormValues>();
  const address = useWatch({ control, name: 'address' });
  useGuestAddressQuote(!signedIn, address, takeGuestAddress);

  // The note changes no price: it is left out of the quote.
  const quoteBody = useMemo(() => toDraftBody({ ...choices, notes: {} }), [choices]);
  const quote = useCheckoutQuote(ready ? quoteBody : null, draftKey(quoteBody), signedIn);
  const total = quote.quote?.totals.totalPayment;
  useEffect(() => {
    if (total !== undefined) setValue('expectedTotal', total);
  }, [total, setValue]);

  if (invalidExpress || (quote.quote && quote.quote.shops.length === 0 && quote.current)) {
    return (
      <NothingToBuy
        express={invalidExpress || choices.express !== null}
        problems={quote.quote?.problems ?? []}
      />
    );
  }
  if (!quote.quote) {
    return (
      <div className={styles.page}>
        <div className={styles.state}>
          {quote.error ? (
            <>
              <p>{quote.error instanceof ApiError ? quote.error.message : t('checkout.loadFailed')}</p>
              <Button variant="neutral" onClick={quote.refresh}>
                {t('checkout.retry')}
              </Button>
            </>
          ) : (
            <>
              <Spinner size="lg" />
              <p>{t('checkout.loading')}</p>
            </>
          )}
        </div>
      </div>
    );
  }
  return <CheckoutLayout signedIn={signedIn} quote={{ ...quote, quote: quote.quote }} />;
}
