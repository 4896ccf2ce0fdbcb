import { createPaymentProviders } from '@cho-dep/integrations/payments/payment-config';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken } from '../orders/order-access-token';
import { checkouts, orderHistory, orders } from '../orders/orders.tables';
import { createPaymentSimulatorRoutes } from '../payment-simulator/payment-simulator-routes';
import { payments } from '../payments/payments.tables';
import { productVariants } from '../products/catalog/products.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { inProcessFetch, pathOf } from '../testing/in-process-fetch';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import type { CheckoutQuote, PlacedCheckout } from './checkout-answer-schemas';

/**
 * The whole payment loop in one process: our providers call the gateway simulator, the
 * simulator notifies our IPN endpoints, as the real gateways would over the network.
 */
describe('paying by e-wallet through the gateway simulator', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let sim: ReturnType<typeof createPaymentSimulatorRoutes>;
  let gatewayDown = false;

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
    sim = createPaymentSimulatorRoutes(t.ctx, { fetch: inProcessFetch(t.api) });
    const toGateway = (async (input: string | URL | Request, init?: RequestInit) => {
      if (gatewayDown) throw new TypeError('fetch failed: gateway unreachable');
      return sim.request(pathOf(input), init);
    }) as typeof fetch;
    t.ctx.payments = createPaymentProviders({ publicBaseUrl: t.ctx.config.publicUrl }, toGateway);
  });
  afterAll(() => t.close());

  const json = async <T>(res: Response) => (await res.json()) as { data?: T; error?: { code: string } };
  async function placeByWallet(wallet: 'momo' | 'zalopay', key: string) {
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Nâu', size: 'M', stock: 9, price: 320_000 }],
    });
    const buyer = await insertBuyer(t.ctx);
    const draft = {
      source: 'express',
      items: [{ variantId: world.variantIds[0], quantity: 1 }],
      paymentMethod: 'EWALLET',
      walletProvider: wallet,
    };
    const headers = { ...buyer.headers, 'content-type': 'application/json' };
    const quote = await json<CheckoutQuote>(
      await t.api.request('/api/v1/mobile/checkout/quote', {
        method: 'POST',
        headers,
        body: JSON.stringify(draft),
      }),
    );
    const total = quote.data?.totals.totalPayment as number;
    const place = () =>
      t.api.request('/api/v1/mobile/checkout/orders', {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': key },
        body: JSON.stringify({ draft, agreeTerms: true, expectedTotal: total }),
      });
    return { world, buyer, total, place };
  }
  const press = (paymentUrl: string, provider: string, outcome: string) => {
    const token = new URL(paymentUrl).searchParams.get('t');
    return sim.request(`/dev/pay/${provider}/complete/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome }).toString(),
    });
  };
  const ordersOf = (checkoutId: string) =>
    t.ctx.database.db.select().from(orders).where(eq(orders.checkoutId, checkoutId));

  for (const wallet of ['momo', 'zalopay'] as const) {
    it(`${wallet}: paid once, however often the notification is replayed`, async () => {
      const { place } = await placeByWallet(wallet, `${wallet}-key-0001`);
      const placed = (await json<PlacedCheckout>(await place())).data as PlacedCheckout;
      expect(placed.paymentUrl).toContain(`/dev/pay/${wallet}/pay?t=`);
      const done = await press(placed.paymentUrl as string, wallet, 'paid');
      expect(done.status).toBe(303);
      expect(done.headers.get('location')).toContain(`/api/v1/payments/${wallet}/return?`);
      const [order] = await ordersOf(placed.checkoutId);
      expect(order).toMatchObject({ status: 'awaiting_confirmation', paymentStatus: 'paid' });

      const token = new URL(placed.paymentUrl as string).searchParams.get('t');
      for (let i = 0; i < 10; i++) {
        const replay = await sim.request(`/dev/pay/${wallet}/replay/${token}`, { method: 'POST' });
        expect(replay.status).toBe(200);
      }
      const history = await t.ctx.database.db
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, order?.id as string));
      expect(history.map((h) => h.status)).toEqual(['pending', 'awaiting_confirmation']);

      // The buyer's way back lands on the result page.
      const back = await t.api.request(pathOf(done.headers.get('location') as string));
      // With the token naming the checkout: the result reads even without the buyer's session.
      const resultToken = accessToken(t.ctx.config.appSecret, 'checkout', placed.checkoutId);
      expect(back.headers.get('location')).toBe(
        `/thanh-toan/ket-qua/${placed.checkoutId}?payment=success&t=${resultToken}`,
      );
    });
  }

  it('a forged wallet notification is refused and changes nothing', async () => {
    const { place } = await placeByWallet('momo', 'momo-key-forged');
    const placed = (await json<PlacedCheckout>(await place())).data as PlacedCheckout;
    const [payment] = await t.ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.checkoutId, placed.checkoutId));
    const forged = await t.api.request('/api/v1/payments/momo/ipn', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        partnerCode: 'CHODEPDEV',
        orderId: payment?.txnRef,
        requestId: payment?.txnRef,
        amount: placed.totalPayment,
        orderInfo: 'x',
        orderType: 'momo_wallet',
        transId: 1,
        resultCode: 0,
        message: 'ok',
        payType: 'qr',
        responseTime: Date.now(),
        extraData: '',
        signature: 'f'.repeat(64),
      }),
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    const [order] = await ordersOf(placed.checkoutId);
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
  });

  it('a crash between the orders and the payment loses nothing and charges once', async () => {
    const { world, place } = await placeByWallet('momo', 'momo-key-crash');
    // The gateway is unreachable when the orders are made: they are kept, awaiting payment.
    gatewayDown = true;
    const first = (await json<PlacedCheckout>(await place())).data as PlacedCheckout;
    gatewayDown = false;
    expect(first.paymentUrl).toBeNull();
    expect(await ordersOf(first.checkoutId)).toHaveLength(1);
    // The buyer's retry (same key) gets the same orders and now a payment link.
    const retry = (await json<PlacedCheckout>(await place())).data as PlacedCheckout;
    expect(retry.checkoutId).toBe(first.checkoutId);
    expect(retry.orders).toEqual(first.orders);
    expect(retry.paymentUrl).toContain('/dev/pay/momo/pay?t=');
    // A second retry reuses that link rather than opening a second payment.
    const again = (await json<PlacedCheckout>(await place())).data as PlacedCheckout;
    expect(again.paymentUrl).toBe(retry.paymentUrl);
    await press(retry.paymentUrl as string, 'momo', 'paid');
    const attempts = await t.ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.checkoutId, first.checkoutId));
    expect(attempts.map((p) => p.status).sort()).toEqual(['failed', 'succeeded']);
    const [stock] = await t.ctx.database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, world.variantIds[0] as string));
    expect(stock?.stock).toBe(8);
  });

  it('a crash inside the checkout transaction writes nothing at all', async () => {
    const { world, buyer, place } = await placeByWallet('momo', 'momo-key-atomic');
    // Make the last write of the transaction (the order-info mail) fail, as a crash would.
    await t.ctx.database.exec(`
      CREATE FUNCTION fail_outbox() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'simulated crash'; END $$;
      CREATE TRIGGER fail_outbox BEFORE INSERT ON outbox_messages FOR EACH ROW EXECUTE FUNCTION fail_outbox();
    `);
    const crashed = await place();
    expect(crashed.status).toBe(500);
    await t.ctx.database.exec('DROP TRIGGER fail_outbox ON outbox_messages; DROP FUNCTION fail_outbox();');
    const db = t.ctx.database.db;
    expect(
      await db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.userId, buyer.userId))),
    ).toEqual([]);
    const [stock] = await db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, world.variantIds[0] as string));
    expect(stock?.stock).toBe(9);
    const ok = await place();
    expect(ok.status).toBe(200);
  });
});
