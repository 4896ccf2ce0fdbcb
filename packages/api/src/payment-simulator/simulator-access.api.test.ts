import { createPaymentProviders } from '@cho-dep/integrations/payments/payment-config';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionMiddleware } from '../accounts/session-middleware';
import { createCarrierSimulatorRoutes } from '../carrier-simulator/carrier-simulator-routes';
import { toErrorResponse } from '../http/error-handler';
import type { ApiEnv } from '../http/hono-env';
import { requestContext } from '../http/request-context';
import { orders } from '../orders/orders.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { inProcessFetch } from '../testing/in-process-fetch';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer, insertSignedInUser } from '../testing/user-fixtures';
import { createPaymentSimulatorRoutes } from './payment-simulator-routes';

/**
 * The simulators move real orders: from another machine on the network only an admin may
 * drive them, and the payment page's buttons also answer the order's own buyer. The
 * socket's address decides what "this machine" is, never a forwarded header.
 */
describe('who may drive the development simulators', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let front: Hono<ApiEnv>;
  const LAN = { incoming: { socket: { remoteAddress: '192.168.1.50' } } };
  const LOOPBACK = { incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } } };
  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
    const toApi = inProcessFetch(t.api);
    // The simulators behind the same request context and session middleware as in the server.
    front = new Hono<ApiEnv>();
    front.use('*', requestContext(t.ctx));
    front.use('*', sessionMiddleware());
    front.onError((error, c) => toErrorResponse(error, c));
    front.route('/', createPaymentSimulatorRoutes(t.ctx, { fetch: toApi }));
    front.route('/', createCarrierSimulatorRoutes(t.ctx, { fetch: toApi }));
    const toGateway = inProcessFetch(front);
    t.ctx.payments = createPaymentProviders({ publicBaseUrl: t.ctx.config.publicUrl }, toGateway);
  });
  afterAll(() => t?.close());

  async function placeMomoOrder() {
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Nâu', size: 'M', stock: 9, price: 320_000 }],
    });
    const buyer = await insertBuyer(t.ctx);
    const headers = { ...buyer.headers, 'content-type': 'application/json' };
    const draft = {
      source: 'express',
      items: [{ variantId: world.variantIds[0], quantity: 1 }],
      paymentMethod: 'EWALLET',
      walletProvider: 'momo',
    };
    const quote = (await (
      await t.api.request('/api/v1/mobile/checkout/quote', {
        method: 'POST',
        headers,
        body: JSON.stringify(draft),
      })
    ).json()) as { data: { totals: { totalPayment: number } } };
    const placed = (await (
      await t.api.request('/api/v1/mobile/checkout/orders', {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `sim-access-${buyer.userId}` },
        body: JSON.stringify({ draft, agreeTerms: true, expectedTotal: quote.data.totals.totalPayment }),
      })
    ).json()) as { data: { checkoutId: string; paymentUrl: string } };
    const token = new URL(placed.data.paymentUrl).searchParams.get('t') as string;
    const paymentStatus = async () =>
      (await t.ctx.database.db.select().from(orders).where(eq(orders.checkoutId, placed.data.checkoutId)))[0]
        ?.paymentStatus;
    return { buyer, token, paymentStatus };
  }

  const press = (token: string, headers: Record<string, string>, env: object) =>
    front.request(
      `/dev/pay/momo/complete/${token}`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=paid',
      },
      env,
    );

  it('refuses a stranger on the network the pay buttons, even claiming to be 127.0.0.1', async () => {
    const { token, paymentStatus } = await placeMomoOrder();
    const stranger = await insertSignedInUser(t.ctx);
    expect((await press(token, {}, LAN)).status).toBe(403);
    expect((await press(token, { 'x-forwarded-for': '127.0.0.1' }, LAN)).status).toBe(403);
    expect((await press(token, stranger.headers, LAN)).status).toBe(403);
    expect(await paymentStatus()).toBe('unpaid');
    expect((await front.request(`/dev/pay/momo/replay/${token}`, { method: 'POST' }, LAN)).status).toBe(403);
  });

  it("lets the order's own buyer pay from a phone on the network", async () => {
    const { buyer, token, paymentStatus } = await placeMomoOrder();
    expect((await press(token, buyer.headers, LAN)).status).toBe(303);
    expect(await paymentStatus()).toBe('paid');
  });

  it('lets this machine pay', async () => {
    const { token, paymentStatus } = await placeMomoOrder();
    expect((await press(token, {}, LOOPBACK)).status).toBe(303);
    expect(await paymentStatus()).toBe('paid');
  });

  it('keeps the carrier simulator to this machine and admins', async () => {
    const admin = await insertSignedInUser(t.ctx, { roles: ['buyer', 'admin'] });
    const buyer = await insertSignedInUser(t.ctx);
    expect((await front.request('/dev/carrier', {}, LAN)).status).toBe(403);
    expect(
      (await front.request('/dev/carrier', { headers: { 'x-forwarded-for': '127.0.0.1' } }, LAN)).status,
    ).toBe(403);
    expect((await front.request('/dev/carrier', { headers: buyer.headers }, LAN)).status).toBe(403);
    const advance = await front.request(
      '/dev/carrier/ghn/GHNX/advance',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"to":"delivered"}' },
      LAN,
    );
    expect(advance.status).toBe(403);
    // Under `npm run dev` the socket address arrives in a header appended after the client's own.
    const devLan = { server: { incoming: { socket: { remoteAddress: '127.0.0.1, 192.168.1.50' } } } };
    expect((await front.request('/dev/carrier', {}, devLan)).status).toBe(403);
    expect((await front.request('/dev/carrier', { headers: admin.headers }, LAN)).status).toBe(200);
    expect((await front.request('/dev/carrier', {}, LOOPBACK)).status).toBe(200);
  });
});
