import { sameHex } from '../hmac';
import type { MomoConfig } from '../momo-config';
import { MOMO_REFUND_SIGNED_FIELDS } from '../momo-refund';
import { momoSignature } from '../momo-signature';
import { formatVietnamCompact, parseVietnamCompact } from '../vietnam-time';
import type { VnpayConfig } from '../vnpay-config';
import {
  VNPAY_REFUND_ANSWER_SIGNED_FIELDS,
  VNPAY_REFUND_SIGNED_FIELDS,
  vnpayPipeHash,
} from '../vnpay-refund';
import type { ZalopayConfig } from '../zalopay-config';
import { zalopayRefundMac } from '../zalopay-refund';

/**
 * What the three gateways check in a refund request, and the answers they give, for the local
 * simulator and tests: the merchant's real signing code is verified by an independent reading
 * of the same documented field lists.
 */
export interface SimulatedRefund {
  /** The merchant's refund reference (VNPay vnp_RequestId, MoMo requestId, ZaloPay m_refund_id). */
  requestId: string;
  txnRef: string;
  providerTxnId: string;
  amount: number;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** VNPay: 97 bad checksum, 02 unknown merchant, 03 bad data. */
export function verifyVnpayRefundRequest(
  config: VnpayConfig,
  body: unknown,
):
  | { ok: true; refund: SimulatedRefund; fields: Record<string, string> }
  | { ok: false; code: '97' | '02' | '03' } {
  if (!body || typeof body !== 'object') return { ok: false, code: '03' };
  const fields: Record<string, string> = {};
  for (const name of [...VNPAY_REFUND_SIGNED_FIELDS, 'vnp_SecureHash']) {
    const value = text((body as Record<string, unknown>)[name]);
    if (value === null) return { ok: false, code: '03' };
    fields[name] = value;
  }
  const expected = vnpayPipeHash(config.hashSecret, VNPAY_REFUND_SIGNED_FIELDS, fields);
  if (!sameHex(expected, fields.vnp_SecureHash ?? '')) return { ok: false, code: '97' };
  if (fields.vnp_TmnCode !== config.tmnCode) return { ok: false, code: '02' };
  const amount = fields.vnp_Amount ?? '';
  if (
    fields.vnp_Command !== 'refund' ||
    (fields.vnp_TransactionType !== '02' && fields.vnp_TransactionType !== '03') ||
    !/^[1-9]\d*00$/.test(amount) ||
    !parseVietnamCompact(fields.vnp_TransactionDate ?? '') ||
    !parseVietnamCompact(fields.vnp_CreateDate ?? '')
  ) {
    return { ok: false, code: '03' };
  }
  return {
    ok: true,
    fields,
    refund: {
      requestId: fields.vnp_RequestId ?? '',
      txnRef: fields.vnp_TxnRef ?? '',
      providerTxnId: fields.vnp_TransactionNo ?? '',
      amount: Number(amount) / 100,
    },
  };
}

/** VNPay's signed answer to a refund request. */
export function buildVnpayRefundAnswer(
  config: VnpayConfig,
  request: Record<string, string>,
  outcome: { responseCode: string; message: string; transactionNo: string; responseId: string; now: Date },
): Record<string, string> {
  const unsigned: Record<string, string> = {
    vnp_ResponseId: outcome.responseId,
    vnp_Command: 'refund',
    vnp_ResponseCode: outcome.responseCode,
    vnp_Message: outcome.message,
    vnp_TmnCode: config.tmnCode,
    vnp_TxnRef: request.vnp_TxnRef ?? '',
    vnp_Amount: request.vnp_Amount ?? '',
    vnp_BankCode: 'NCB',
    vnp_PayDate: formatVietnamCompact(outcome.now),
    vnp_TransactionNo: outcome.transactionNo,
    vnp_TransactionType: request.vnp_TransactionType ?? '',
    vnp_TransactionStatus: outcome.responseCode === '00' ? '05' : '',
    vnp_OrderInfo: request.vnp_OrderInfo ?? '',
  };
  return {
    ...unsigned,
    vnp_SecureHash: vnpayPipeHash(config.hashSecret, VNPAY_REFUND_ANSWER_SIGNED_FIELDS, unsigned),
  };
}

/** MoMo: resultCode 13 bad signature (or another partner), 20 bad format. */
export function verifyMomoRefundRequest(
  config: MomoConfig,
  body: unknown,
): { ok: true; refund: SimulatedRefund } | { ok: false; resultCode: 13 | 20; message: string } {
  if (!body || typeof body !== 'object') return { ok: false, resultCode: 20, message: 'Bad format request.' };
  const b = body as Record<string, unknown>;
  const { partnerCode, orderId, requestId, description, signature } = b;
  const amount = b.amount;
  const transId = b.transId;
  if (
    typeof partnerCode !== 'string' ||
    typeof orderId !== 'string' ||
    typeof requestId !== 'string' ||
    typeof description !== 'string' ||
    typeof signature !== 'string' ||
    typeof amount !== 'number' ||
    !Number.isSafeInteger(amount) ||
    amount < 1_000 ||
    typeof transId !== 'number'
  ) {
    return { ok: false, resultCode: 20, message: 'Bad format request.' };
  }
  const expected = momoSignature(config.secretKey, MOMO_REFUND_SIGNED_FIELDS, {
    accessKey: config.accessKey,
    amount,
    description,
    orderId,
    partnerCode,
    requestId,
    transId,
  });
  if (partnerCode !== config.partnerCode || !sameHex(expected, signature)) {
    return { ok: false, resultCode: 13, message: 'Merchant authentication failed.' };
  }
  return { ok: true, refund: { requestId, txnRef: orderId, providerTxnId: String(transId), amount } };
}

/** ZaloPay: return_code 2 with sub_return_code -401 (bad mac) or -402 (bad data). */
export function verifyZalopayRefundRequest(
  config: ZalopayConfig,
  fields: Record<string, unknown>,
): { ok: true; refund: SimulatedRefund } | { ok: false; subReturnCode: -401 | -402; message: string } {
  const values = ['app_id', 'm_refund_id', 'zp_trans_id', 'amount', 'timestamp', 'description', 'mac'].map(
    (name) => text(fields[name] === undefined ? undefined : String(fields[name])),
  );
  const [appId, mRefundId, zpTransId, amount, timestamp, description, mac] = values;
  if (
    !appId ||
    !mRefundId ||
    !zpTransId ||
    !amount ||
    !/^[1-9]\d*$/.test(amount) ||
    !timestamp ||
    description === null ||
    !mac
  ) {
    return { ok: false, subReturnCode: -402, message: 'INVALID_PARAMS' };
  }
  const expected = zalopayRefundMac(config.key1, {
    app_id: appId,
    zp_trans_id: zpTransId,
    amount,
    description: description ?? '',
    timestamp,
  });
  if (appId !== config.appId || !sameHex(expected, mac)) {
    return { ok: false, subReturnCode: -401, message: 'INVALID_MAC' };
  }
  if (!new RegExp(`^\\d{6}_${config.appId}_[A-Za-z0-9_-]+$`).test(mRefundId)) {
    return { ok: false, subReturnCode: -402, message: 'INVALID_M_REFUND_ID' };
  }
  return {
    ok: true,
    refund: { requestId: mRefundId, txnRef: '', providerTxnId: zpTransId, amount: Number(amount) },
  };
}
