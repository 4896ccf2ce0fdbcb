import type { MomoConfig } from './momo-config';
import { momoSignature } from './momo-signature';
import type { RefundInput, RefundResult } from './payment-provider';

/**
 * MoMo's refund (POST /v2/gateway/api/refund): the original payment's transId, a new orderId
 * and requestId for the refund (ours: the refund reference), HMAC-SHA256 over
 * accessKey&amount&description&orderId&partnerCode&requestId&transId.
 */
export const MOMO_REFUND_PATH = '/v2/gateway/api/refund';

export const MOMO_REFUND_SIGNED_FIELDS = [
  'accessKey',
  'amount',
  'description',
  'orderId',
  'partnerCode',
  'requestId',
  'transId',
] as const;

export interface MomoRefundRequest {
  partnerCode: string;
  orderId: string;
  requestId: string;
  amount: number;
  transId: number;
  lang: 'vi';
  description: string;
  signature: string;
}

export function momoRefundRequest(config: MomoConfig, input: RefundInput): MomoRefundRequest {
  const unsigned = {
    partnerCode: config.partnerCode,
    orderId: input.requestId,
    requestId: input.requestId,
    amount: input.amount,
    transId: Number(input.providerTxnId),
    lang: 'vi' as const,
    description: input.reason.slice(0, 255),
  };
  const signature = momoSignature(config.secretKey, MOMO_REFUND_SIGNED_FIELDS, {
    ...unsigned,
    accessKey: config.accessKey,
  });
  return { ...unsigned, signature };
}

export async function momoRefund(
  config: MomoConfig,
  fetchImpl: typeof fetch,
  input: RefundInput,
): Promise<RefundResult> {
  const response = await fetchImpl(`${config.endpoint}${MOMO_REFUND_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=UTF-8' },
    body: JSON.stringify(momoRefundRequest(config, input)),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json().catch(() => null)) as {
    resultCode?: number;
    message?: string;
    transId?: number | string;
  } | null;
  if (answer?.resultCode === 0)
    return { ok: true, providerRefundId: String(answer.transId ?? ''), pending: false };
  // 1000 and 7000/7002 mean "being processed": the refund goes through later.
  if (answer?.resultCode === 1000 || answer?.resultCode === 7000 || answer?.resultCode === 7002) {
    return { ok: true, providerRefundId: String(answer.transId ?? ''), pending: true };
  }
  return {
    ok: false,
    code: String(answer?.resultCode ?? `http_${response.status}`),
    message: answer?.message ?? 'refund failed',
  };
}
