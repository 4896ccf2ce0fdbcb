/**
 * The eight payment methods of product.md §3: cash on delivery, one e-wallet value (the
 * buyer then picks MoMo or ZaloPay) and six card or bank values routed through VNPay. The
 * spec names only CASH literally; the other spellings are ours (docs/decisions/014).
 */
export const PAYMENT_METHODS = [
  'CASH',
  'EWALLET',
  'VNPAYQR',
  'ATM',
  'VISA',
  'MASTERCARD',
  'JCB',
  'AMEX',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The e-wallets behind the one EWALLET value. */
export const WALLET_PROVIDERS = ['momo', 'zalopay'] as const;
export type WalletProvider = (typeof WALLET_PROVIDERS)[number];

/** Which gateway collects a method online; CASH is collected by the carrier on delivery. */
export type PaymentGateway = 'cod' | 'vnpay' | WalletProvider;

export function gatewayOf(method: PaymentMethod, wallet: WalletProvider | null): PaymentGateway {
  if (method === 'CASH') return 'cod';
  if (method === 'EWALLET') return wallet ?? 'momo';
  return 'vnpay';
}

/** VNPay's vnp_BankCode for a card method: QR, domestic ATM cards, international cards. */
export function vnpayBankCodeOf(method: PaymentMethod): 'VNPAYQR' | 'VNBANK' | 'INTCARD' | undefined {
  if (method === 'VNPAYQR') return 'VNPAYQR';
  if (method === 'ATM') return 'VNBANK';
  if (method === 'VISA' || method === 'MASTERCARD' || method === 'JCB' || method === 'AMEX') return 'INTCARD';
  return undefined;
}

/** Paid before the seller sees the order, so the order waits for a verified payment notice. */
export function isPrepaid(method: PaymentMethod): boolean {
  return method !== 'CASH';
}
