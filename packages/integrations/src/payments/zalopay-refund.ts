import { hmacHex } from './hmac';
import type { RefundInput, RefundResult } from './payment-provider';
import { formatVietnamYymmdd } from './vietnam-time';
import type { ZalopayConfig } from './zalopay-config';

/**
 * ZaloPay's refund (POST /v2/refund, form-encoded): m_refund_id is yymmdd_appid_<our ref>,
 * mac = HMAC-SHA256 (key1) over app_id|zp_trans_id|amount|description|timestamp.
 * return_code 1 refunded, 2 failed, 3 processing (ZaloPay finishes it later).
 */
export const ZALOPAY_REFUND_PATH = '/v2/refund';

export interface ZalopayRefundRequest {
  app_id: string;
  m_refund_id: string;
  zp_trans_id: string;
  amount: string;
  timestamp: string;
  description: string;
  mac: string;
}

export function zalopayRefundMac(
  key1: string,
  fields: Pick<ZalopayRefundRequest, 'app_id' | 'zp_trans_id' | 'amount' | 'description' | 'timestamp'>,
): string {
  return hmacHex(
    'sha256',
    key1,
    [fields.app_id, fields.zp_trans_id, fields.amount, fields.description, fields.timestamp].join('|'),
  );
}

export function zalopayRefundRequest(config: ZalopayConfig, input: RefundInput): ZalopayRefundRequest {
  const unsigned = {
    app_id: config.appId,
    m_refund_id: `${formatVietnamYymmdd(input.createdAt)}_${config.appId}_${input.requestId}`,
    zp_trans_id: input.providerTxnId,
    amount: String(input.amount),
    timestamp: String(input.createdAt.getTime()),
    description: input.reason.slice(0, 100),
  };
  return { ...unsigned, mac: zalopayRefundMac(config.key1, unsigned) };
}

export async function zalopayRefund(
  config: ZalopayConfig,
  fetchImpl: typeof fetch,
  input: RefundInput,
): Promise<RefundResult> {
  const response = await fetchImpl(`${config.endpoint}${ZALOPAY_REFUND_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...zalopayRefundRequest(config, input) }).toString(),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json().catch(() => null)) as {
    return_code?: number;
    return_message?: string;
    sub_return_code?: number;
    refund_id?: number | string;
  } | null;
  if (answer?.return_code === 1 || answer?.return_code === 3) {
    return { ok: true, providerRefundId: String(answer.refund_id ?? ''), pending: answer.return_code === 3 };
  }
  return {
    ok: false,
    code: String(answer?.sub_return_code ?? answer?.return_code ?? `http_${response.status}`),
    message: answer?.return_message ?? 'refund failed',
  };
}
