import { randomUUID } from 'node:crypto';
import type { OrderEvent } from '@cho-dep/core/orders/order-machine';
import type { OrderActor } from '@cho-dep/core/orders/order-statuses';
import { addDays } from '@cho-dep/core/seller-analytics/calendar-days';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimGuestOrders } from '../orders/claim-guest-orders';
import { orders } from '../orders/orders.tables';
import { transitionOrder } from '../orders/transition-order';
import { recordProductView } from '../products/product-views';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { putInCart } from '../testing/order-fixtures';
import { placeCheckout } from '../testing/place-checkout';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { insertSellingShop } from '../testing/shop-fixtures';
import { insertBuyer, insertGuest } from '../testing/user-fixtures';
import { rebuildDailySales } from './daily-sales';
import {
  shopBucketBuyerCounts,
  shopBucketBuyers,
  shopBuyerDays,
  shopDailySales,
  shopDailyViews,
  shopProductDailySales,
  shopProductMonthlySales,
} from './daily-sales.tables';

/**
 * The shop's daily sales kept by the order service must always equal what a rebuild from the
 * orders computes: after every kind of move, and when many orders of one shop and day are
 * placed and cancelled at the same moment (on PostgreSQL, where the increments really race).
 */
describe('shop daily sales', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  beforeAll(async () => {
    t = await createRaceTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());
  const db = () => t.ctx.database.db;

  async function newShop(stock = 500) {
    return insertSellingShop(t.ctx, {
      name: `Shop ${randomUUID().slice(0, 6)}`,
      variants: [
        { colour: 'Đen', size: 'M', stock, price: 150_000 },
        { colour: 'Trắng', size: 'L', stock, price: 99_000 },
      ],
    });
  }

  /** Places an order for one line (express), or for the buyer's cart without items. */
  async function place(
    buyer: { headers: Record<string, string> },
    items: { variantId: string; quantity: number }[],
    paymentMethod = 'CASH',
  ): Promise<string> {
    const draft = items.length > 0 ? { source: 'express', items, paymentMethod } : { paymentMethod };
    const { status, placed } = await placeCheckout(t.api, buyer.headers, draft);
    expect(status).toBe(200);
    return placed.orders[0]?.id as string;
  }

  const move = (orderId: string, event: OrderEvent, actor: OrderActor = 'system') =>
    db().transaction((tx) =>
      transitionOrder(tx, { orderId, event, actor, scope: { kind: 'system' }, now: t.ctx.now() }),
    );

  /** The tables' rows of a shop, in a stable order. */
  async function kept(shopId: string) {
    const [days, products, productMonths, buyers, buyerCounts, buyerDays, views] = await Promise.all([
      db()
        .select()
        .from(shopDailySales)
        .where(eq(shopDailySales.shopId, shopId))
        .orderBy(asc(shopDailySales.day)),
      db()
        .select()
        .from(shopProductDailySales)
        .where(eq(shopProductDailySales.shopId, shopId))
        .orderBy(asc(shopProductDailySales.day), asc(shopProductDailySales.productId)),
      db()
        .select()
        .from(shopProductMonthlySales)
        .where(eq(shopProductMonthlySales.shopId, shopId))
        .orderBy(asc(shopProductMonthlySales.month), asc(shopProductMonthlySales.productId)),
      db()
        .select()
        .from(shopBucketBuyers)
        .where(eq(shopBucketBuyers.shopId, shopId))
        .orderBy(
          asc(shopBucketBuyers.granularity),
          asc(shopBucketBuyers.bucket),
          asc(shopBucketBuyers.buyerKey),
        ),
      db()
        .select()
        .from(shopBucketBuyerCounts)
        .where(eq(shopBucketBuyerCounts.shopId, shopId))
        .orderBy(asc(shopBucketBuyerCounts.granularity), asc(shopBucketBuyerCounts.bucket)),
      db()
        .select()
        .from(shopBuyerDays)
        .where(eq(shopBuyerDays.shopId, shopId))
        .orderBy(asc(shopBuyerDays.buyerKey)),
      db()
        .select()
        .from(shopDailyViews)
        .where(eq(shopDailyViews.shopId, shopId))
        .orderBy(asc(shopDailyViews.day)),
    ]);
    // A day whose every order was cancelled stays as a row of zeros; a rebuild leaves no row.
    return {
      days: days.filter((d) => d.orders !== 0),
      products: products.filter((p) => p.orders !== 0),
      productMonths: productMonths.filter((p) => p.orders !== 0),
      buyers,
      buyerDays,
      buyerCounts: buyerCounts.filter((c) => c.buyers !== 0),
      views,
    };
  }

  async function expectEqualToRebuild(shopId: string) {
    const before = await kept(shopId);
    await rebuildDailySales(db(), shopId);
    expect(before).toEqual(await kept(shopId));
    return before;
  }

  it('equals a rebuild from the orders after placing, paying, cancelling, delivering and returning', async () => {
    const shop = await newShop();
    const [black, white] = shop.variantIds as [string, string];
    const buyer1 = await insertBuyer(t.ctx);
    const buyer2 = await insertBuyer(t.ctx);

    const cod = await place(buyer1, [{ variantId: black, quantity: 2 }]);
    // One order holding both colours: the product counts one order, four units.
    await putInCart(t.ctx, buyer2.userId, black, 1);
    await putInCart(t.ctx, buyer2.userId, white, 3);
    await place(buyer2, []);
    const paidLater = await place(buyer2, [{ variantId: white, quantity: 1 }], 'VNPAYQR');
    const neverPaid = await place(buyer1, [{ variantId: black, quantity: 1 }], 'VNPAYQR');
    const cancelled = await place(buyer1, [{ variantId: white, quantity: 2 }]);

    // Two visitors open the product page, one of them twice (counted once).
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.1'])
      await recordProductView(t.ctx, shop.productId, { ip });

    let figures = await expectEqualToRebuild(shop.shop.id);
    expect(figures.views).toMatchObject([{ views: 2 }]);
    expect(figures.days).toHaveLength(1);
    // The two online payments do not count yet: cod, twoVariants, cancelled.
    expect(figures.days[0]).toMatchObject({ orders: 3, units: 2 + 4 + 2 });

    await move(paidLater, 'payment_confirmed');
    await move(neverPaid, 'payment_expired');
    await move(cancelled, 'seller_cancel', 'seller');
    await move(cod, 'seller_confirm', 'seller');
    await move(cod, 'shipped', 'carrier');
    await move(cod, 'delivered', 'carrier');
    await move(cod, 'buyer_request_return', 'buyer');

    figures = await expectEqualToRebuild(shop.shop.id);
    // cod (returned still counts), twoVariants, paidLater; buyer1's only other order was cancelled.
    expect(figures.days[0]).toMatchObject({ orders: 3, units: 2 + 4 + 1 });
    const dayBuyers = figures.buyers.filter((b) => b.granularity === 'day');
    expect(dayBuyers.map((b) => b.orders).sort()).toEqual([1, 2]);
    // Two buyers in the day, its week and its month.
    expect(figures.buyerCounts.map((c) => [c.granularity, c.buyers])).toEqual([
      ['day', 2],
      ['month', 2],
      ['week', 2],
    ]);
    // Both colours are one product: three orders hold it.
    expect(figures.products).toMatchObject([{ orders: 3, units: 7 }]);
    expect(figures.productMonths).toMatchObject([{ orders: 3, units: 7 }]);
    // Each buyer bought on this one day.
    const day = figures.days[0]?.day as string;
    const oneDay = [`{[${day},${addDays(day, 1)})}`, day];
    expect(figures.buyerDays.map((b) => [b.days, b.lastDay])).toEqual([oneDay, oneDay]);
  });

  it("moves a guest's buyer rows and days to the account that claims their orders", async () => {
    const shop = await newShop();
    const [black] = shop.variantIds as [string];
    const buyer = await insertBuyer(t.ctx);
    const guestId = await insertGuest(t.ctx);
    await place(buyer, [{ variantId: black, quantity: 1 }]);
    // The same person's other order of the day, placed as a guest before they signed in.
    const asGuest = await place(buyer, [{ variantId: black, quantity: 2 }]);
    await db().update(orders).set({ userId: null, guestId }).where(eq(orders.id, asGuest));
    await rebuildDailySales(db(), shop.shop.id);
    expect((await kept(shop.shop.id)).buyerCounts.map((c) => c.buyers)).toEqual([2, 2, 2]);

    await db().transaction((tx) => claimGuestOrders(tx, guestId, buyer.userId));
    const figures = await expectEqualToRebuild(shop.shop.id);
    expect(figures.buyerCounts.map((c) => c.buyers)).toEqual([1, 1, 1]);
    expect(figures.buyers.filter((b) => b.granularity === 'day').map((b) => b.orders)).toEqual([2]);
    expect(figures.buyerDays.map((b) => b.buyerKey)).toEqual([buyer.userId]);
  });

  raceIt('keeps every order when many of one shop and day are placed and cancelled at once', async () => {
    const shop = await newShop(1_000);
    const [black] = shop.variantIds as [string];
    const buyers = await Promise.all(Array.from({ length: 6 }, () => insertBuyer(t.ctx)));
    const first = await Promise.all(buyers.map((buyer) => place(buyer, [{ variantId: black, quantity: 1 }])));
    // More orders arrive while the first ones are cancelled: the same day rows move both ways.
    const [second] = await Promise.all([
      Promise.all(buyers.map((buyer) => place(buyer, [{ variantId: black, quantity: 2 }]))),
      Promise.all(first.slice(0, 4).map((id) => move(id, 'seller_cancel', 'seller'))),
    ]);
    const figures = await expectEqualToRebuild(shop.shop.id);
    expect(figures.days[0]).toMatchObject({ orders: 2 + second.length, units: 2 + 2 * second.length });
    expect(figures.buyers.filter((b) => b.granularity === 'day')).toHaveLength(6);
    expect(figures.buyerCounts.map((c) => c.buyers)).toEqual([6, 6, 6]);
    expect(figures.buyerDays).toHaveLength(6);
  });
});
