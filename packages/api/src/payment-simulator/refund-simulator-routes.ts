import { randomInt } from 'node:crypto';
import { MOMO_REFUND_PATH } from '@cho-dep/integrations/payments/momo-refund';
import { SIMULATOR_PATHS } from '@cho-dep/integrations/payments/payment-config';
import {
  buildVnpayRefundAnswer,
  verifyMomoRefundRequest,
  verifyVnpayRefundRequest,
  verifyZalopayRefundRequest,
} from '@cho-dep/integrations/payments/simulator/refund-simulator';
import { ZALOPAY_REFUND_PATH } from '@cho-dep/integrations/payments/zalopay-refund';
import type { Context, Hono } from 'hono';
import type { SimulatorDeps } from './simulator-deps';

/** A refund answer is remembered this long, so a retried request gets the same refund id. */
const REFUND_TTL_SECONDS = 7 * 24 * 60 * 60;

const refundKey = (provider: string, requestId: string) => `paysim:refund:${provider}:${requestId}`;

/**
 * The gateways' refund APIs (development and tests only): each checks the merchant's
 * signature as the gateway does and answers success with a new refund id. A request with the
 * same refund reference is answered with the first answer, as the gateways de-duplicate on it.
 */
export function registerRefundSimulators(app: Hono, deps: SimulatorDeps): void {
  const { store } = deps.ctx;
  const remembered = async (provider: string, requestId: string, make: () => unknown) => {
    const key = refundKey(provider, requestId);
    const known = await store.get(key);
    if (known) return JSON.parse(known) as unknown;
    const answer = make();
    await store.set(key, JSON.stringify(answer), REFUND_TTL_SECONDS);
    return answer;
  };

  app.post(SIMULATOR_PATHS.vnpayApi, async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const check = verifyVnpayRefundRequest(deps.settings.vnpay, body);
    const now = deps.ctx.now();
    const responseId = String(randomInt(100_000_000, 999_999_999));
    if (!check.ok) {
      const request = (body && typeof body === 'object' ? body : {}) as Record<string, string>;
      const messages = { '97': 'Invalid Checksum', '02': 'Merchant invalid', '03': 'Invalid data format' };
      return c.json(
        buildVnpayRefundAnswer(deps.settings.vnpay, request, {
          responseCode: check.code,
          message: messages[check.code],
          transactionNo: '',
          responseId,
          now,
        }),
      );
    }
    const answer = await remembered('vnpay', check.refund.requestId, () =>
      buildVnpayRefundAnswer(deps.settings.vnpay, check.fields, {
        responseCode: '00',
        message: 'Refund success',
        transactionNo: String(randomInt(10_000_000, 99_999_999)),
        responseId,
        now,
      }),
    );
    return c.json(answer as Record<string, string>);
  });

  app.post(`${SIMULATOR_PATHS.momoEndpoint}${MOMO_REFUND_PATH}`, async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const check = verifyMomoRefundRequest(deps.settings.momo, body);
    const responseTime = deps.ctx.now().getTime();
    if (!check.ok) return c.json({ resultCode: check.resultCode, message: check.message, responseTime }, 400);
    const { refund } = check;
    const answer = await remembered('momo', refund.requestId, () => ({
      partnerCode: deps.settings.momo.partnerCode,
      orderId: refund.txnRef,
      requestId: refund.requestId,
      amount: refund.amount,
      transId: randomInt(1_000_000_000, 9_999_999_999),
      resultCode: 0,
      message: 'Thành công.',
      responseTime,
    }));
    return c.json(answer as Record<string, unknown>);
  });

  app.post(`${SIMULATOR_PATHS.zalopayEndpoint}${ZALOPAY_REFUND_PATH}`, async (c: Context) => {
    const type = c.req.header('content-type') ?? '';
    const fields = type.includes('form')
      ? ((await c.req.parseBody()) as Record<string, unknown>)
      : (((await c.req.json().catch(() => null)) ?? {}) as Record<string, unknown>);
    const check = verifyZalopayRefundRequest(deps.settings.zalopay, fields);
    if (!check.ok) {
      return c.json({
        return_code: 2,
        return_message: 'Giao dịch thất bại',
        sub_return_code: check.subReturnCode,
        sub_return_message: check.message,
      });
    }
    const answer = await remembered('zalopay', check.refund.requestId, () => ({
      return_code: 1,
      return_message: 'Giao dịch thành công',
      sub_return_code: 1,
      sub_return_message: 'Giao dịch thành công',
      refund_id: randomInt(100_000_000_000, 999_999_999_999),
    }));
    return c.json(answer as Record<string, unknown>);
  });
}
