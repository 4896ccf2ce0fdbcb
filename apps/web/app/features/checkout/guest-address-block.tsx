import { useState } from 'react';
import { useT } from '../../lib/i18n';
import type { AddressDraft } from '../../ui/address/address-draft';
import { AddressFields } from '../../ui/address/address-fields';
import { TextField } from '../../ui/text-field';
import styles from './checkout.module.css';
import { CheckoutIcon } from './checkout-icons';
import type { CheckoutProblem } from './checkout-types';
import { ProblemList } from './problem-list';

/**
 * A guest's delivery details, typed in the checkout: the address (the same fields and rules as
 * a saved one) and the e-mail the order information goes to. Errors show once a field has been
 * left, or all at once after a try to place the order.
 */
export function GuestAddressBlock({
  draft,
  onDraftChange,
  email,
  onEmailChange,
  errors,
  showAllErrors,
  problems,
}: {
  draft: AddressDraft;
  onDraftChange: (next: AddressDraft, path: string) => void;
  email: string;
  onEmailChange: (email: string) => void;
  /** Field errors by address field name, plus `contactEmail`. */
  errors: Record<string, string>;
  showAllErrors: boolean;
  problems: readonly CheckoutProblem[];
}) {
  const t = useT();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const shown = showAllErrors
    ? errors
    : Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field)));

  const touch = (event: React.FocusEvent<HTMLElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && !touched.has(name)) setTouched(new Set([...touched, name]));
  };

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
        <AddressFields draft={draft} onChange={onDraftChange} errors={shown} />
        <TextField
          label={t('checkout.address.email')}
          hint={t('checkout.address.emailHint')}
          name="contactEmail"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          error={shown.contactEmail}
          data-testid="guest-email"
        />
      </fieldset>
    </section>
  );
}
