import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { AppError } from '@cho-dep/core/errors/app-error';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { addToCart } from '../cart/add-to-cart';
import { setCartSelection } from '../cart/cart-lines';
import { checkouts, orders } from '../orders/orders.tables';
import { productVariants } from '../products/catalog/products.tables';
import { promotionItems } from '../promotions/promotions.tables';
import { HO_CHI_MINH, prepareCheckoutData, wardOf } from '../testing/address-fixtures';
import { insertPromotion } from '../testing/promotion-fixtures';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { insertSellingShop } from '../testing/shop-fixtures';
import { insertGuest } from '../testing/user-fixtures';
import { placeOrder } from './place-order';
import { planCheckout } from './plan-checkout';

const run = promisify(execFile);

/**
 * Reliability: checkouts racing for the last units never sell more than the stock,
 * and one idempotency key makes one order set however many times it is submitted at once.
 * They run on PostgreSQL only (raceIt), where the races are real (parallel connections);
 * there a second process joins the race.
 */
describe('checkout under concurrency', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let address: Record<string, string>;

  beforeAll(async () => {
    t = await createRaceTestApp();
    await prepareCheckoutData(t.ctx);
    address = {
      name: 'Khách Vãng Lai',
      phone: '0901234567',
      country: 'VN',
      city: HO_CHI_MINH,
      ward: await wardOf(t.ctx, HO_CHI_MINH),
      specificAddress: '45 Lê Lợi',
    };
  });
  afterAll(() => t.close());

  const draftFor = (variantId: string) => ({
    source: 'express' as const,
    items: [{ variantId, quantity: 1 }],
    address,
    paymentMethod: 'CASH' as const,
  });
  async function totalOf(variantId: string) {
    const guestId = await insertGuest(t.ctx);
    const plan = await planCheckout(
      t.ctx.database.db,
      t.ctx.carriers,
      { guestId },
      draftFor(variantId) as never,
      t.ctx.now(),
    );
    expect(plan.problems).toEqual([]);
    return plan.totals.totalPayment;
  }
  const attempt = async (variantId: string, expectedTotal: number, key: string, guestId?: string) => {
    const actor = { guestId: guestId ?? (await insertGuest(t.ctx)) };
    try {
      return await placeOrder(t.ctx, actor, {
        input: { draft: draftFor(variantId) as never, agreeTerms: true, expectedTotal },
        idempotencyKey: key,
        userEmail: null,
        language: 'vi',
      });
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
  };
  /** A shop selling one variant, and `tries` checkouts of one unit racing for it at once. */
  async function raceFor(
    variant: { colour: string; size: string; stock: number; price: number },
    tries: number,
    keys: string,
  ) {
    const world = await insertSellingShop(t.ctx, { variants: [variant] });
    const variantId = world.variantIds[0] as string;
    const total = await totalOf(variantId);
    const outcomes = await Promise.all(
      Array.from({ length: tries }, (_, i) => attempt(variantId, total, `${keys}-${i}-key`)),
    );
    return { variantId, outcomes };
  }
  const stockOf = async (variantId: string) =>
    (
      await t.ctx.database.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, variantId))
    )[0]?.stock;
  const ordersOf = async (variantId: string) => {
    const { orderItems } = await import('../orders/orders.tables');
    const [row] = await t.ctx.database.db
      .select({ n: count() })
      .from(orderItems)
      .where(eq(orderItems.variantId, variantId));
    return row?.n ?? 0;
  };

  raceIt('200 checkouts against a stock of 5 make exactly 5 orders and never go below zero', async () => {
    const { variantId, outcomes } = await raceFor(
      { colour: 'Đỏ', size: 'M', stock: 5, price: 159_000 },
      200,
      'race',
    );
    const placed = outcomes.filter((o) => typeof o === 'object');
    expect(placed).toHaveLength(5);
    const refusals = new Set(outcomes.filter((o) => typeof o === 'string'));
    expect(
      [...refusals].every((code) => ['OUT_OF_STOCK', 'QUANTITY_EXCEEDS_STOCK'].includes(code as string)),
    ).toBe(true);
    expect(await stockOf(variantId)).toBe(0);
    expect(await ordersOf(variantId)).toBe(5);
  });

  raceIt('buyers who lose the last units are told they sold out, never that some are left', async () => {
    // The variants are locked before the lines are priced, so a checkout that waited for
    // another one prices against the stock that one left: 0, "hết hàng". Priced before the
    // other committed, it would fail at the stock guard and tell the buyer one was left.
    const { variantId, outcomes } = await raceFor(
      { colour: 'Hồng', size: 'S', stock: 3, price: 99_000 },
      40,
      'last-units',
    );
    expect(outcomes.filter((o) => typeof o === 'object')).toHaveLength(3);
    expect(new Set(outcomes.filter((o) => typeof o === 'string'))).toEqual(new Set(['OUT_OF_STOCK']));
    expect(await stockOf(variantId)).toBe(0);
  });

  raceIt('50 submits with one idempotency key make one order set with identical answers', async () => {
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Be', size: 'L', stock: 100, price: 89_000 }],
    });
    const variantId = world.variantIds[0] as string;
    const total = await totalOf(variantId);
    const guestId = await insertGuest(t.ctx);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => attempt(variantId, total, 'same-key-0001', guestId)),
    );
    const first = JSON.stringify(answers[0]);
    expect(typeof answers[0]).toBe('object');
    expect(answers.every((a) => JSON.stringify(a) === first)).toBe(true);
    const made = await t.ctx.database.db
      .select({ n: count() })
      .from(checkouts)
      .where(eq(checkouts.idempotencyKey, 'same-key-0001'));
    expect(made[0]?.n).toBe(1);
    expect(await stockOf(variantId)).toBe(99);
    const placed = answers[0] as { checkoutId: string };
    expect(
      await t.ctx.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.checkoutId, placed.checkoutId)),
    ).toHaveLength(1);
  });

  raceIt(
    '40 carts holding the same two variants, added in either order, sell the stock without a deadlock',
    async () => {
      // Each cart's variants are locked in id order whatever order the buyer added them in.
      const world = await insertSellingShop(t.ctx, {
        variants: ['S', 'M'].map((size) => ({ colour: 'Xám', size, stock: 10, price: 120_000 })),
      });
      const [a, b] = world.variantIds as [string, string];
      const now = t.ctx.now();
      const guests = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const guestId = await insertGuest(t.ctx);
          for (const variantId of i % 2 === 0 ? [a, b] : [b, a]) {
            await addToCart(t.ctx.database.db, { guestId }, { variantId, quantity: 1 });
          }
          await setCartSelection(t.ctx.database.db, { guestId }, { isSelected: true }, now);
          return guestId;
        }),
      );
      const draft = { source: 'cart' as const, address, paymentMethod: 'CASH' as const };
      const plan = await planCheckout(
        t.ctx.database.db,
        t.ctx.carriers,
        { guestId: guests[0] as string },
        draft as never,
        now,
      );
      expect(plan.problems).toEqual([]);
      const outcomes = await Promise.all(
        guests.map(async (guestId, i) => {
          try {
            return await placeOrder(
              t.ctx,
              { guestId },
              {
                input: { draft: draft as never, agreeTerms: true, expectedTotal: plan.totals.totalPayment },
                idempotencyKey: `cart-race-${i}-key`,
                userEmail: null,
                language: 'vi',
              },
            );
          } catch (error) {
            if (error instanceof AppError) return error.code;
            throw error;
          }
        }),
      );
      expect(outcomes.filter((o) => typeof o === 'object')).toHaveLength(10);
      const refusals = new Set(outcomes.filter((o) => typeof o === 'string'));
      expect(
        [...refusals].every((code) => ['OUT_OF_STOCK', 'QUANTITY_EXCEEDS_STOCK'].includes(code as string)),
      ).toBe(true);
      expect([await stockOf(a), await stockOf(b)]).toEqual([0, 0]);
    },
  );

  raceIt(
    '60 checkouts on a product-wide flash sale with 4 units left take exactly 4 at its price',
    async () => {
      // Different variants lock different rows: only the program's own guard keeps its stock.
      const world = await insertSellingShop(t.ctx, {
        variants: ['S', 'M', 'L'].map((size) => ({ colour: 'Đen', size, stock: 40, price: 300_000 })),
      });
      const { promotionItemId } = await insertPromotion(t.ctx.database.db, {
        now: t.ctx.now(),
        productId: world.productId,
        discountedPrice: 199_000,
        stock: 4,
      });
      const totals = await Promise.all(world.variantIds.map((id) => totalOf(id)));
      const outcomes = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          attempt(world.variantIds[i % 3] as string, totals[i % 3] as number, `flash-${i}-key`),
        ),
      );
      expect(outcomes.filter((o) => typeof o === 'object')).toHaveLength(4);
      const [item] = await t.ctx.database.db
        .select({ sold: promotionItems.soldCount })
        .from(promotionItems)
        .where(eq(promotionItems.id, promotionItemId));
      expect(item?.sold).toBe(4);
      const left = await Promise.all(world.variantIds.map((id) => stockOf(id)));
      expect(left.reduce<number>((total, n) => total + (n ?? 0), 0)).toBe(120 - 4);
    },
  );

  raceIt('one buyer racing 12 checkouts on a program with 2 per buyer gets 2 at its price', async () => {
    const world = await insertSellingShop(t.ctx, {
      variants: ['S', 'M', 'L'].map((size) => ({ colour: 'Trắng', size, stock: 40, price: 300_000 })),
    });
    await insertPromotion(t.ctx.database.db, {
      now: t.ctx.now(),
      productId: world.productId,
      discountedPrice: 199_000,
      stock: 50,
      perUserLimit: 2,
    });
    const totals = await Promise.all(world.variantIds.map((id) => totalOf(id)));
    const guestId = await insertGuest(t.ctx);
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        attempt(world.variantIds[i % 3] as string, totals[i % 3] as number, `per-buyer-${i}-key`, guestId),
      ),
    );
    expect(outcomes.filter((o) => typeof o === 'object')).toHaveLength(2);
  });

  raceIt(
    'two app processes on one PostgreSQL still sell exactly the stock',
    async () => {
      const world = await insertSellingShop(t.ctx, {
        variants: [{ colour: 'Tím', size: 'S', stock: 5, price: 210_000 }],
      });
      const variantId = world.variantIds[0] as string;
      const total = await totalOf(variantId);
      const worker = fileURLToPath(new URL('./testing/checkout-worker.ts', import.meta.url));
      const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
      const [other, mine] = await Promise.all([
        run(tsx, [worker, variantId, '100', String(total), JSON.stringify(address)], {
          env: { ...process.env, DATABASE_URL: t.ctx.database.url },
        }),
        Promise.all(Array.from({ length: 100 }, (_, i) => attempt(variantId, total, `here-${i}-key`))),
      ]);
      const theirs = JSON.parse(other.stdout) as string[];
      const placedHere = mine.filter((o) => typeof o === 'object').length;
      const placedThere = theirs.filter((o) => o === 'placed').length;
      expect(placedHere + placedThere).toBe(5);
      expect(await stockOf(variantId)).toBe(0);
      expect(await ordersOf(variantId)).toBe(5);
    },
    120_000,
  );
});
