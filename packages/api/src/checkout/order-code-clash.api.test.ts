import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { postJson } from '../testing/post-json';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import type { CheckoutQuote, PlacedCheckout } from './checkout-answer-schemas';

const CLASH = 'CD260101AAAAAA';

describe('two orders drawing the same code', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
    // The first two orders written draw the same code. A sequence, not a table: its draws are
    // not undone with the transaction that clashed, so the order placed again draws its own.
    await t.ctx.database.db.execute(sql.raw(`create sequence order_code_draws`));
    await t.ctx.database.db.execute(
      sql.raw(`create function draw_clashing_code() returns trigger language plpgsql as $$
        begin
          if nextval('order_code_draws') <= 2 then new.code := '${CLASH}'; end if;
          return new;
        end $$`),
    );
    await t.ctx.database.db.execute(
      sql.raw(
        `create trigger draw_clashing_code before insert on orders for each row execute function draw_clashing_code()`,
      ),
    );
  });
  afterAll(() => t.close());

  it('places the second with a new code instead of failing the purchase', async () => {
    const shop = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Đen', size: 'M', stock: 5, price: 150_000 }],
    });
    const buyer = await insertBuyer(t.ctx);
    const draft = { source: 'express', items: [{ variantId: shop.variantIds[0], quantity: 1 }] };
    const place = async () => {
      const quote = await postJson<CheckoutQuote>(
        t.api,
        buyer.headers,
        '/api/v1/mobile/checkout/quote',
        draft,
      );
      const res = await t.api.request('/api/v1/mobile/checkout/orders', {
        method: 'POST',
        headers: { ...buyer.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          draft,
          agreeTerms: true,
          expectedTotal: quote.body.data?.totals.totalPayment,
        }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: PlacedCheckout }).data.orders;
    };
    const [first] = await place();
    const [second] = await place();
    expect(first?.code).toBe(CLASH);
    expect(second?.code).toMatch(/^CD\d{6}[2-9A-Z]{6}$/);
    expect(second?.code).not.toBe(CLASH);
  });
});
