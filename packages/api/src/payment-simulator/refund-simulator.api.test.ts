import { createMomoProvider } from '@cho-dep/integrations/payments/momo-provider';
import { momoRefundRequest } from '@cho-dep/integrations/payments/momo-refund';
import {
  DEV_PAYMENT_CREDENTIALS,
  resolvePaymentSettings,
} from '@cho-dep/integrations/payments/payment-config';
import type { RefundInput } from '@cho-dep/integrations/payments/payment-provider';
import { createVnpayProvider } from '@cho-dep/integrations/payments/vnpay-provider';
import { vnpayRefundRequest } from '@cho-dep/integrations/payments/vnpay-refund';
import { createZalopayProvider } from '@cho-dep/integrations/payments/zalopay-provider';
import { zalopayRefundRequest } from '@cho-dep/integrations/payments/zalopay-refund';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatorHarness } from './simulator-test-harness';

describe('refund APIs of the simulated gateways', () => {
  let h: Awaited<ReturnType<typeof createSimulatorHarness>>;
  let toSim: typeof fetch;
  let sequence = 0;
  const settings = resolvePaymentSettings({ publicBaseUrl: 'http://localhost:3000' });
  const input = (overrides: Partial<RefundInput> = {}): RefundInput => {
    sequence += 1;
    return {
      txnRef: `CDPAY${sequence}`,
      providerTxnId: '14226112',
      amount: 90_000,
      paymentAmount: 250_000,
      paidAt: new Date('2026-11-20T03:00:00Z'),
      reason: 'Hoàn tiền trả hàng đơn CD1',
      requestId: `RF${Date.now().toString(36)}${sequence}`,
      createdAt: new Date(),
      ...overrides,
    };
  };
  beforeAll(async () => {
    h = await createSimulatorHarness();
    toSim = ((url: string, init?: RequestInit) => h.sim.request(url, init)) as typeof fetch;
  });
  afterAll(() => h.close());

  it('VNPay: a signed partial refund (03) succeeds; the same request id gets the same refund', async () => {
    const refund = input();
    expect(vnpayRefundRequest(settings.vnpay, refund).vnp_TransactionType).toBe('03');
    expect(vnpayRefundRequest(settings.vnpay, { ...refund, amount: 250_000 }).vnp_TransactionType).toBe('02');
    const first = await h.providers.vnpay.refund(refund);
    expect(first).toMatchObject({ ok: true, pending: false });
    expect(await h.providers.vnpay.refund(refund)).toEqual(first);
  });

  it('MoMo and ZaloPay: signed refunds succeed, repeatable by request id', async () => {
    const momo = input({ providerTxnId: '4088878653' });
    const first = await h.providers.momo.refund(momo);
    expect(first).toMatchObject({ ok: true, pending: false });
    expect(await h.providers.momo.refund(momo)).toEqual(first);
    const zalo = input({ providerTxnId: '240612000000123' });
    const z = await h.providers.zalopay.refund(zalo);
    expect(z).toMatchObject({ ok: true });
    expect(await h.providers.zalopay.refund(zalo)).toEqual(z);
  });

  it('refuses refunds signed with another key', async () => {
    const vnpay = createVnpayProvider({ ...settings.vnpay, hashSecret: 'wrong' }, toSim);
    // The simulator answers 97, signed with the real secret: our provider cannot verify it either.
    expect(await vnpay.refund(input())).toMatchObject({ ok: false });
    const momo = createMomoProvider({ ...settings.momo, secretKey: 'wrong' }, toSim);
    expect(await momo.refund(input({ providerTxnId: '1' }))).toMatchObject({ ok: false, code: '13' });
    const zalo = createZalopayProvider({ ...settings.zalopay, key1: 'wrong' }, toSim);
    expect(await zalo.refund(input())).toMatchObject({ ok: false, code: '-401' });
  });

  it('refuses tampered bodies: amount changed after signing', async () => {
    const post = (path: string, body: string, type = 'application/json') =>
      h.sim.request(path, { method: 'POST', headers: { 'content-type': type }, body });
    const v = { ...vnpayRefundRequest(settings.vnpay, input()), vnp_Amount: '100000000' };
    const vAnswer = (await (
      await post('/dev/pay/vnpay/merchant_webapi/api/transaction', JSON.stringify(v))
    ).json()) as {
      vnp_ResponseCode: string;
    };
    expect(vAnswer.vnp_ResponseCode).toBe('97');
    const m = { ...momoRefundRequest(settings.momo, input({ providerTxnId: '5' })), amount: 1_000_000 };
    const mRes = await post('/dev/pay/momo/v2/gateway/api/refund', JSON.stringify(m));
    expect(((await mRes.json()) as { resultCode: number }).resultCode).toBe(13);
    const z = { ...zalopayRefundRequest(settings.zalopay, input()), amount: '1000000' };
    const zRes = await post(
      '/dev/pay/zalopay/v2/refund',
      new URLSearchParams(z).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(((await zRes.json()) as { sub_return_code: number }).sub_return_code).toBe(-401);
  });

  it('uses the documented ZaloPay refund id and MoMo credentials', () => {
    const refund = input({ createdAt: new Date('2026-11-20T18:00:00Z') });
    // 01:00 on 21/11 in Việt Nam.
    expect(zalopayRefundRequest(settings.zalopay, refund).m_refund_id).toBe(
      `261121_${DEV_PAYMENT_CREDENTIALS.zalopay.appId}_${refund.requestId}`,
    );
    expect(momoRefundRequest(settings.momo, refund).partnerCode).toBe(
      DEV_PAYMENT_CREDENTIALS.momo.partnerCode,
    );
  });
});
