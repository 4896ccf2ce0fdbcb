import { useEffect, useRef, useState } from 'react';
import { type Path, useController, useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../lib/i18n';
import type { AddressDraft } from '../../ui/address/address-draft';
import { AddressFields } from '../../ui/address/address-fields';
import { TextField } from '../../ui/text-field';
import styles from './checkout.module.css';
import type { CheckoutProblem } from './checkout-api';
import type { CheckoutFormValues } from './checkout-form-values';
import { CheckoutIcon } from './checkout-icons';
import { ProblemList } from './problem-list';

/** How long typing settles before a field that showed its error is checked again. */
const RECHECK_DELAY_MS = 300;

/**
 * A guest's delivery details, typed in the checkout: the address (the same fields and rules as
 * a saved one) and the e-mail the order information goes to. Errors show once a field has been
 * left, or all at once after a try to place the order.
 */
export function GuestAddressBlock({ problems }: { problems: readonly CheckoutProblem[] }) {
  const t = useT();
  const { control, setValue, trigger, clearErrors, formState } = useFormContext<CheckoutFormValues>();
  const draft = useWatch({ control, name: 'address' });
  const email = useController({ control, name: 'contactEmail' });
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const recheck = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(recheck.current), []);

  // The fields whose errors are on show: the ones left so far, or all after a try to order.
  const shown = (): Path<CheckoutFormValues>[] =>
    formState.isSubmitted
      ? ['address']
      : [...touched].map((field) => `address.${field}` as Path<CheckoutFormValues>);

  const touch = (event: React.FocusEvent<HTMLElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!name || name === 'contactEmail') return;
    if (!touched.has(name)) setTouched(new Set([...touched, name]));
    void trigger(`address.${name}` as Path<CheckoutFormValues>);
  };

  const change = (next: AddressDraft, path: string) => {
    setValue('address', next);
    clearErrors(path === '*' ? 'address' : (`address.${path}` as Path<CheckoutFormValues>));
    clearTimeout(recheck.current);
    const fields = shown();
    if (fields.length > 0) recheck.current = setTimeout(() => void trigger(fields), RECHECK_DELAY_MS);
  };

  const addressErrors = Object.fromEntries(
    Object.entries(formState.errors.address ?? {}).flatMap(([field, error]) => {
      const message = (error as { message?: unknown } | undefined)?.message;
      return typeof message === 'string' ? [[field, message]] : [];
    }),
  );

  return (
    <section className={styles.block} data-testid="checkout-address" aria-labelledby="checkout-address-title">
      <h2 className={styles.blockTitle} id="checkout-address-title">
        <CheckoutIcon name="pin" />
        {t('checkout.address.guestTitle')}
      </h2>
      {/* Typing the address is how a guest fixes "no delivery address": that problem needs no words here. */}
      <ProblemList problems={problems.filter((p) => p.code !== 'NO_DELIVERY_ADDRESS')} />
      <fieldset
        className={`${styles.inlineForm} ${styles.plainFieldset}`}
        aria-labelledby="checkout-address-title"
        onBlur={touch}
        data-testid="guest-address-form"
      >
        <AddressFields draft={draft} onChange={change} errors={addressErrors} />
        <TextField
          label={t('checkout.address.email')}
          hint={t('checkout.address.emailHint')}
          name="contactEmail"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email.field.value}
          onChange={(event) => {
            email.field.onChange(event.target.value);
            clearErrors('contactEmail');
          }}
          onBlur={email.field.onBlur}
          error={email.fieldState.error?.message}
          data-testid="guest-email"
        />
      </fieldset>
    </section>
  );
}
