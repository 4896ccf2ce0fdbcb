import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

/**
 * A gateway retries a notification it sees refused with a server error. A body that is not a
 * notification at all (empty, not JSON, not an object, fields missing) will be the same on
 * every retry, so each gateway gets its own final "refused" answer, never a 5xx.
 */
describe('unreadable payment notifications are refused for good', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const unreadable = ['{}', 'null', '[]', '{"partnerCode":', '', '"x"', '{"data":1,"mac":null}'];
  const post = (path: string, body: string, contentType = 'application/json') =>
    t.api.request(path, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('MoMo: 400 (its answer to a refused request), not 500 (its cue to retry)', async () => {
    for (const body of unreadable) {
      const res = await post('/api/v1/payments/momo/ipn', body);
      expect(res.status, body).toBe(400);
      expect(await res.json(), body).toEqual({ message: 'Invalid request' });
    }
    const form = await post('/api/v1/payments/momo/ipn', '--zz\r\nabc', 'multipart/form-data; boundary=zz');
    expect(form.status).toBe(400);
  });

  it('ZaloPay: return_code -1 (final), not 0 (call again)', async () => {
    for (const body of unreadable) {
      const res = await post('/api/v1/payments/zalopay/callback', body);
      expect(res.status, body).toBe(200);
      expect(await res.json(), body).toEqual({ return_code: -1, return_message: 'invalid callback' });
    }
  });

  it("VNPay: RspCode 99 'Input data required', HTTP 200", async () => {
    for (const query of ['', '?vnp_Amount=abc', '?vnp_TxnRef=%00']) {
      const res = await t.api.request(`/api/v1/payments/vnpay/ipn${query}`);
      expect(res.status, query).toBe(200);
      expect(await res.json(), query).toEqual({ RspCode: '99', Message: 'Input data required' });
    }
  });
});
