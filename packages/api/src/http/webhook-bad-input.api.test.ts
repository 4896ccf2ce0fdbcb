import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierSettingsOf } from '../shipments/carrier-settings';
import { callJson, placeAwaitingPickupOrder } from '../shipments/shipment-test-fixtures';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createTestApp } from '../testing/test-app';

/**
 * The carriers' webhooks read their own formats by hand, past the validation hook. With real
 * shipments behind them (so the values reach the database), malformed reports get a 4xx, never
 * a 5xx: impossible times, NULs in any field, bodies that are not what they claim.
 */
describe('carrier webhooks with bad input about a real shipment', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let ghnCode: string;
  let ghtkLabel: string;
  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
    const ship = async (method: 'ghn' | 'ghtk') => {
      const order = await placeAwaitingPickupOrder(t.ctx, t.api, method);
      const answer = await callJson<{ trackingCode: string }>(
        t.api,
        'POST',
        `/api/v1/seller/orders/${order.orderId}/ship`,
        order.seller.headers,
        { method },
      );
      return answer.body.data?.trackingCode as string;
    };
    ghnCode = await ship('ghn');
    ghtkLabel = await ship('ghtk');
  });
  afterAll(() => t.close());

  const IMPOSSIBLE_TIMES = [
    '-271821-04-20T00:00:00Z',
    '+275760-09-13T00:00:00.000Z',
    '0000-01-01T00:00:00Z',
    '2026-13-45',
    'a\u0000b',
  ];

  it('GHN: impossible times and NULs answer 4xx', async () => {
    const { ghn } = carrierSettingsOf(t.ctx.config);
    const post = (body: string) =>
      t.api.request(`/api/v1/carriers/ghn/webhook?token=${ghn.webhookToken}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const report = (fields: Record<string, unknown>) =>
      JSON.stringify({
        Type: 'switch_status',
        OrderCode: ghnCode,
        Status: 'picking',
        ShopID: ghn.shopId,
        ...fields,
      });
    const statuses: Record<string, number> = {};
    for (const time of IMPOSSIBLE_TIMES)
      statuses[`Time ${time}`] = (await post(report({ Time: time }))).status;
    statuses['Status NUL'] = (await post(report({ Status: 'pick\u0000ing' }))).status;
    statuses['OrderCode NUL'] = (await post(report({ OrderCode: `${ghnCode}\u0000` }))).status;
    for (const body of ['{', 'null', '[]', '{}']) statuses[`body ${body}`] = (await post(body)).status;
    for (const [what, status] of Object.entries(statuses)) expect(status, what).toBeLessThan(500);
    // An acceptable report is still applied.
    expect((await post(report({ Time: '2026-11-21T03:00:00Z' }))).status).toBe(200);
  });

  it('GHTK: impossible times, NULs and broken forms answer 4xx', async () => {
    const { ghtk } = carrierSettingsOf(t.ctx.config);
    const post = (body: string, contentType = 'application/x-www-form-urlencoded') =>
      t.api.request(`/api/v1/carriers/ghtk/webhook?hash=${ghtk.webhookHash}`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      });
    const form = (fields: Record<string, string>) =>
      new URLSearchParams({ label_id: ghtkLabel, partner_id: 'x', status_id: '12', ...fields }).toString();
    const statuses: Record<string, number> = {};
    for (const time of IMPOSSIBLE_TIMES)
      statuses[`action_time ${time}`] = (await post(form({ action_time: time }))).status;
    for (const field of ['label_id', 'partner_id', 'reason', 'weight', 'fee']) {
      statuses[`${field} NUL`] = (await post(form({ [field]: `${ghtkLabel}\u0000` }))).status;
    }
    statuses['no boundary'] = (await post('label_id=x', 'multipart/form-data')).status;
    statuses['cut short'] = (
      await post(
        '--zz\r\nContent-Disposition: form-data; name="label_id"\r\n\r\nx',
        'multipart/form-data; boundary=zz',
      )
    ).status;
    for (const [what, status] of Object.entries(statuses)) expect(status, what).toBeLessThan(500);
  });
});
