import { afterAll, beforeAll, describe, expect } from 'vitest';
import { raceIt } from '../testing/race-tests';
import { insertBuyer } from '../testing/user-fixtures';
import { affiliateWorld } from './testing/affiliate-world';

/**
 * One click pays one order: two checkouts racing with the same click (two accounts on one shared
 * browser, buying from two shops, so no stock row makes them wait for each other) give the KOL
 * exactly one counted order. On PostgreSQL; it fails without the click's row lock.
 */
describe('affiliate attribution under concurrency', () => {
  const w = affiliateWorld();
  beforeAll(w.setUp);
  afterAll(w.tearDown);

  raceIt('two checkouts racing with one click: one counts', async () => {
    const [first, second] = [await w.sellerWithShop(), await w.sellerWithShop()];
    await w.setRate(first.shopId, 10);
    await w.setRate(second.shopId, 10);
    const kol = await w.kol();
    const { code } = await w.link(kol.headers, 'shop', first.shopId);
    for (let round = 0; round < 5; round++) {
      const { cookie } = await w.click(code);
      const [a, b] = [await insertBuyer(w.world.t.ctx), await insertBuyer(w.world.t.ctx)];
      const orders = await Promise.all([
        w.placeOrder({ headers: { ...a.headers, cookie } }, first.variantId, 1, 'CASH'),
        w.placeOrder({ headers: { ...b.headers, cookie } }, second.variantId, 1, 'CASH'),
      ]);
      const conversions = (await Promise.all(orders.map((o) => w.conversionOf(o.id)))).filter(Boolean);
      expect(conversions).toHaveLength(1);
    }
  });
});
