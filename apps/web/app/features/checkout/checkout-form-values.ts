import { type AddressDraft, emptyDraft, toAddressBody } from '../../ui/address/address-draft';
import { type CheckoutChoices, initialChoices, toDraftBody } from './checkout-draft';
import type { ExpressItem } from './express-item';

/**
 * Everything the checkout form holds: the choices that make the quote, and what only placing
 * the order needs (a guest's address as typed and e-mail, the terms agreement).
 */
export interface CheckoutFormValues {
  choices: CheckoutChoices;
  /** A guest's address as typed; once it passes the shared schema it joins the choices. */
  address: AddressDraft;
  contactEmail: string;
  agreeTerms: boolean;
  /** The total of the quote on screen: a different server total is PRICE_CHANGED. */
  expectedTotal: number;
}

/** What the form knows from the page: a guest types an address and leaves an e-mail. */
export interface CheckoutFormContext {
  signedIn: boolean;
}

export function initialFormValues(express: ExpressItem | null): CheckoutFormValues {
  return {
    choices: initialChoices(express),
    address: emptyDraft('VN', false),
    contactEmail: '',
    agreeTerms: false,
    expectedTotal: 0,
  };
}

/** The order call's body (placeOrderSchema's input), before the schema checks it. */
export function toPlaceOrderInput(values: CheckoutFormValues, context: CheckoutFormContext) {
  const draft = toDraftBody(values.choices);
  const email = values.contactEmail.trim();
  return {
    // A guest's address is checked as typed, so its errors land under its fields.
    draft: context.signedIn ? draft : { ...draft, address: toAddressBody(values.address) },
    agreeTerms: values.agreeTerms,
    contactEmail: context.signedIn || email === '' ? undefined : email,
    expectedTotal: values.expectedTotal,
  };
}

/**
 * Where the schema's or the API's error for `path` (of the order body) shows on the form: a
 * guest's address under its fields, the wallet under the payment methods. Any other path keeps
 * its name and holds the order back without a field of its own.
 */
export function formPathOf(path: string): string {
  if (path.startsWith('draft.address.')) return `address.${path.slice('draft.address.'.length)}`;
  if (path === 'draft.walletProvider') return 'choices.walletProvider';
  return path;
}
