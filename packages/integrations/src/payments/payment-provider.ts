/**
 * One interface for every online payment provider (product.md §partners "Payments"). The order flow
 * talks only to this: it asks a provider for the URL to send the buyer to, then trusts the
 * provider's server-to-server notification (IPN / callback), never the browser's return, to
 * change an order's state.
 */
export type PaymentProviderName = 'vnpay' | 'momo' | 'zalopay';

export const PAYMENT_PROVIDER_NAMES: readonly PaymentProviderName[] = ['vnpay', 'momo', 'zalopay'];

export interface CreatePaymentInput {
  /** Our payment reference, unique per attempt: letters, digits, '-' and '_' (see each provider). */
  txnRef: string;
  /** VND, integer. */
  amount: number;
  orderInfo: string;
  /** Where the provider sends the buyer's browser back (display only). */
  returnUrl: string;
  /** Where the provider notifies our server (MoMo, ZaloPay; VNPay's is set in its portal). */
  ipnUrl: string;
  clientIp: string;
  locale: 'vi' | 'en';
  createdAt: Date;
  expiresAt: Date;
  /** VNPay only: VNPAYQR | VNBANK | INTCARD; absent = the buyer chooses on the gateway. */
  bankCode?: string;
}

export interface CreatePaymentResult {
  redirectUrl: string;
}

export interface PaymentNotification {
  provider: PaymentProviderName;
  txnRef: string;
  /** VND, integer. */
  amount: number;
  success: boolean;
  providerTxnId: string | null;
  /** The provider's own result code, as a string (VNPay vnp_ResponseCode, MoMo resultCode, ZaloPay status). */
  responseCode: string;
  /** Stable id of this provider event: the same notification delivered twice has the same id. */
  eventId: string;
}

export type VerifyResult =
  | { ok: true; notification: PaymentNotification }
  | { ok: false; reason: 'bad_signature' | 'malformed' };

export type IpnOutcome =
  | 'confirmed'
  | 'order_not_found'
  | 'already_confirmed'
  | 'invalid_amount'
  | 'bad_signature'
  /** Not a notification at all (no body, not JSON, fields missing): a retry cannot mend it. */
  | 'malformed'
  | 'unknown_error';

export interface IpnRequest {
  query: Record<string, string>;
  /** The parsed body when the route parsed one (JSON object), else undefined. */
  body: unknown;
  rawBody: string;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  /** VNPay builds a signed URL; MoMo and ZaloPay call their create endpoint. */
  createPayment(input: CreatePaymentInput): Promise<CreatePaymentResult>;
  verifyIpn(request: IpnRequest): VerifyResult;
  verifyReturn(query: Record<string, string>): VerifyResult;
  /** The HTTP answer the provider expects for an IPN outcome (status and body). */
  ipnAnswer(outcome: IpnOutcome): { status: number; body: unknown };
  /** Gives (part of) a successful payment back to the buyer, server to server. */
  refund(input: RefundInput): Promise<RefundResult>;
}

/** A refund of (part of) one successful payment. */
export interface RefundInput {
  /** The payment's txnRef and the provider's id of that payment (VNPay vnp_TransactionNo, MoMo transId, ZaloPay zp_trans_id). */
  txnRef: string;
  providerTxnId: string;
  /** VND to give back, integer; at most what is left of the payment. */
  amount: number;
  /** The whole payment, VND: VNPay tells a full refund (02) from a partial one (03). */
  paymentAmount: number;
  /** When the payment was made (VNPay vnp_TransactionDate). */
  paidAt: Date;
  reason: string;
  /** Our refund reference, unique per refund; providers de-duplicate on it, so a retry is safe. */
  requestId: string;
  createdAt: Date;
  /** Who asks (VNPay vnp_CreateBy). */
  createdBy?: string;
  clientIp?: string;
}

export type RefundResult =
  | { ok: true; providerRefundId: string; pending: boolean }
  | { ok: false; code: string; message: string };

/** A provider refused or failed a create call; `code` is the provider's own code when it gave one. */
export class PaymentGatewayError extends Error {
  readonly provider: PaymentProviderName;
  readonly code: string;

  constructor(provider: PaymentProviderName, code: string, message: string) {
    super(`${provider}: ${message} (${code})`);
    this.name = 'PaymentGatewayError';
    this.provider = provider;
    this.code = code;
  }
}
