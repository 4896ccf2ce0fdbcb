import type { AddressInput } from '@cho-dep/core/address/address-schemas';
import type { ShippingMethodCode } from '@cho-dep/core/checkout/checkout-schemas';
import type { PaymentMethod, WalletProvider } from '@cho-dep/core/checkout/payment-methods';
import type { CheckoutDraftBody } from './checkout-api';
import type { ExpressItem } from './express-item';

export interface ShippingPick {
  method: ShippingMethodCode;
  express: boolean;
}

/**
 * What the buyer has chosen on the checkout page so far. Anything left unchosen is left to the
 * server: the default address, the cheapest delivery per shop, the best vouchers.
 */
export interface CheckoutChoices {
  /** The express item (/thanh-toan-2, or /thanh-toan?x=true after a login); null = the cart. */
  express: ExpressItem | null;
  /** A saved address picked by a signed-in buyer; null = their default. */
  addressId: string | null;
  /** A guest's typed address, once the shared schema accepts it; null while incomplete. */
  guestAddress: AddressInput | null;
  /** Delivery chosen by hand, per shop id. */
  shipping: Record<string, ShippingPick>;
  paymentMethod: PaymentMethod;
  /** Kept while another method is chosen, so switching back to the e-wallet remembers it. */
  walletProvider: WalletProvider;
  /** Vouchers chosen by hand; null = let the server apply the best combination. */
  voucherIds: string[] | null;
  /** The note to each seller, per shop id. */
  notes: Record<string, string>;
}

export function initialChoices(express: ExpressItem | null): CheckoutChoices {
  return {
    express,
    addressId: null,
    guestAddress: null,
    shipping: {},
    // A group-buy seat is paid online only (cash on delivery is refused): VNPay QR is offered first.
    paymentMethod: express?.groupBuy ? 'VNPAYQR' : 'CASH',
    walletProvider: 'momo',
    voucherIds: null,
    notes: {},
  };
}

/** The body of the quote call (and the `draft` of the order): only what was chosen. */
export function toDraftBody(choices: CheckoutChoices): CheckoutDraftBody {
  const body: CheckoutDraftBody = {
    source: choices.express ? 'express' : 'cart',
    paymentMethod: choices.paymentMethod,
  };
  if (choices.express) {
    body.items = [{ variantId: choices.express.variantId, quantity: choices.express.quantity }];
    if (choices.express.groupBuy) body.groupBuy = choices.express.groupBuy;
    if (choices.express.liveId) body.liveId = choices.express.liveId;
  }
  if (choices.addressId) body.addressId = choices.addressId;
  else if (choices.guestAddress) body.address = choices.guestAddress;
  const shipping = Object.entries(choices.shipping).map(([shopId, pick]) => ({ shopId, ...pick }));
  if (shipping.length > 0) body.shipping = shipping;
  if (choices.paymentMethod === 'EWALLET') body.walletProvider = choices.walletProvider;
  if (choices.voucherIds) body.voucherIds = choices.voucherIds;
  const notes = Object.entries(choices.notes)
    .map(([shopId, note]) => ({ shopId, note: note.trim() }))
    .filter((entry) => entry.note !== '');
  if (notes.length > 0) body.notes = notes;
  return body;
}

/** One text per distinct body: two drafts that send the same thing have the same key. */
export function draftKey(body: CheckoutDraftBody): string {
  return JSON.stringify(body);
}
