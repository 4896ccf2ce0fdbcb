import { createPaymentProviders } from '@cho-dep/integrations/payments/payment-config';
import { eq } from 'drizzle-orm';
import type { CheckoutQuote, PlacedCheckout } from '../../checkout/checkout-answer-schemas';
import { createPaymentSimulatorRoutes } from '../../payment-simulator/payment-simulator-routes';
import { products } from '../../products/catalog/products.tables';
import { inProcessFetch, pathOf } from '../../testing/in-process-fetch';
import type { DetailedVariantSpec } from '../../testing/product-fixtures';
import { insertSellerWithShop } from '../../testing/shop-fixtures';
import type { createTestApp } from '../../testing/test-app';
import { insertBuyer } from '../../testing/user-fixtures';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Answer<T> = { data?: T; error?: { code: string } };

/**
 * Group buying through the real API: a seller's program made by its route, buyers checking
 * out team seats, and the MoMo simulator paying them (the IPN comes back in process).
 */
export function groupBuyWorld(t: TestApp) {
  const sim = createPaymentSimulatorRoutes(t.ctx, { fetch: inProcessFetch(t.api) });
  t.ctx.payments = createPaymentProviders({ publicBaseUrl: t.ctx.config.publicUrl }, ((
    input: string | URL | Request,
    init?: RequestInit,
  ) => sim.request(pathOf(input), init)) as typeof fetch);

  const json = async <T>(res: Response) => (await res.json()) as Answer<T>;
  const call = (
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
  ) =>
    t.api.request(path, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  /** A seller with one product (its variants) and a running program of it, by product. */
  async function program(
    options: {
      teamSize?: number;
      windowHours?: number;
      variants?: DetailedVariantSpec[];
      stock?: number;
    } = {},
  ) {
    const variants = options.variants ?? [{ colour: 'Đen', size: 'M', stock: 50, price: 200_000 }];
    const seller = await insertSellerWithShop(t.ctx, { variants });
    const now = t.ctx.now();
    const [product] = await t.ctx.database.db
      .select({ price: products.effectivePrice })
      .from(products)
      .where(eq(products.id, seller.productId));
    const res = await call('/api/v1/seller/group-buying/programs', {
      method: 'POST',
      headers: seller.headers,
      body: {
        name: 'Mua chung 3 người',
        kind: 'product',
        startsAt: new Date(now.getTime() - 60_000).toISOString(),
        endsAt: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
        teamSize: options.teamSize ?? 3,
        windowHours: options.windowHours ?? 24,
        items: [
          {
            productId: seller.productId,
            variantId: null,
            originalPrice: Number(product?.price),
            discountedPrice: Math.round(Number(product?.price) * 0.75),
            stock: options.stock ?? 30,
          },
        ],
      },
    });
    const created = await json<{ id: string; items: { id: string }[] }>(res);
    if (res.status !== 201 || !created.data)
      throw new Error(`program: ${res.status} ${JSON.stringify(created)}`);
    return {
      seller,
      programId: created.data.id,
      itemId: created.data.items[0]?.id as string,
      teamPrice: Math.round(Number(product?.price) * 0.75),
      originalPrice: Number(product?.price),
    };
  }

  /** A buyer's team-seat checkout: the draft, its quote and a place call. */
  async function seat(
    input: { itemId: string; teamId: string | null; variantId: string; method?: 'EWALLET' | 'CASH' },
    buyer?: Awaited<ReturnType<typeof insertBuyer>>,
  ) {
    const who = buyer ?? (await insertBuyer(t.ctx));
    const draft = {
      source: 'express',
      items: [{ variantId: input.variantId, quantity: 1 }],
      paymentMethod: input.method ?? 'EWALLET',
      ...(input.method === 'CASH' ? {} : { walletProvider: 'momo' }),
      groupBuy: { itemId: input.itemId, teamId: input.teamId },
    };
    const quote = await json<CheckoutQuote>(
      await call('/api/v1/mobile/checkout/quote', { method: 'POST', headers: who.headers, body: draft }),
    );
    const total = quote.data?.totals.totalPayment ?? 0;
    const place = async (key = `gb-${Math.random().toString(36).slice(2)}-key`) => {
      const res = await call('/api/v1/mobile/checkout/orders', {
        method: 'POST',
        headers: { ...who.headers, 'idempotency-key': key },
        body: { draft, agreeTerms: true, expectedTotal: total },
      });
      return { status: res.status, ...(await json<PlacedCheckout>(res)) };
    };
    return { buyer: who, quote, total, place };
  }

  /** Pays a placed checkout in the simulator (the IPN reaches our API before this returns). */
  async function pay(placed: PlacedCheckout) {
    const token = new URL(placed.paymentUrl as string).searchParams.get('t');
    const res = await sim.request(`/dev/pay/momo/complete/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'paid' }).toString(),
    });
    if (res.status !== 303) throw new Error(`simulator answered ${res.status}`);
  }

  /** An ordinary express order (MoMo, not paid) of one unit, by a new buyer. */
  async function plainOrder(variantId: string) {
    const who = await insertBuyer(t.ctx);
    const draft = {
      source: 'express',
      items: [{ variantId, quantity: 1 }],
      paymentMethod: 'EWALLET',
      walletProvider: 'momo',
    };
    const quote = await json<CheckoutQuote>(
      await call('/api/v1/mobile/checkout/quote', { method: 'POST', headers: who.headers, body: draft }),
    );
    const res = await call('/api/v1/mobile/checkout/orders', {
      method: 'POST',
      headers: { ...who.headers, 'idempotency-key': `plain-${Math.random().toString(36).slice(2)}-key` },
      body: { draft, agreeTerms: true, expectedTotal: quote.data?.totals.totalPayment },
    });
    const placed = (await json<PlacedCheckout>(res)).data as PlacedCheckout;
    return { userId: who.userId, checkoutId: placed.checkoutId, orderId: placed.orders[0]?.id as string };
  }

  return { sim, json, call, program, seat, pay, plainOrder };
}

export type GroupBuyWorld = ReturnType<typeof groupBuyWorld>;
