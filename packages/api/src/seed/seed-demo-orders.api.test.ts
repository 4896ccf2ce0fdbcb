import type { BusinessType } from '@cho-dep/core/catalog/catalog-states';
import { withholdingForLines } from '@cho-dep/core/tax/withholding';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerDashboard } from '../analytics/analytics-schemas';
import { createTestApp } from '../testing/test-app';
import { seedDemoDataOnce } from './seed-demo';
import { ORDER_QUIET_DAYS } from './seed-demo-orders';

const DAY_MS = 86_400_000;

describe('demo order history', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let sellerHeaders: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const seedMs = (await seedDemoDataOnce(t.ctx, { products: 120 })).ms;
    console.info(`demo seed (120 products) with order history: ${seedMs} ms`);
    const login = await t.api.request('/community/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'seller@demo.vn', password: 'Demo@1234' }),
    });
    const body = (await login.json()) as { data?: { token?: string } };
    sellerHeaders = body.data?.token ? { authorization: `Bearer ${body.data.token}` } : {};
  });
  afterAll(() => t.close());

  it('gives the demo seller a few orders a day over 90 days and a few other shops a lighter history', async () => {
    const rows = await queryRows<{ owner: string; orders: number; days: number; oldest: string }>(
      t.ctx.database.db,
      sql`select u.email as owner, count(*)::int as orders,
            count(distinct (o.created_at at time zone 'Asia/Ho_Chi_Minh')::date)::int as days,
            min(o.created_at)::text as oldest
          from orders o join shops s on s.id = o.shop_id join users u on u.id = s.owner_user_id
          group by u.email`,
    );
    const seller = rows.find((r) => r.owner === 'seller@demo.vn');
    expect(seller?.orders).toBeGreaterThan(87 * 3);
    expect(seller?.orders).toBeLessThan(87 * 12);
    expect(seller?.days).toBeGreaterThan(75);
    expect(Date.now() - new Date(seller?.oldest ?? 0).getTime()).toBeLessThan(91 * DAY_MS);
    const others = rows.filter((r) => r.owner !== 'seller@demo.vn');
    expect(others.length).toBeGreaterThanOrEqual(3);
    for (const o of others) expect(o.orders).toBeLessThan(seller?.orders ?? 0);
  });

  it('adds up every order: goods are its lines, total is goods + shipping − discounts', async () => {
    const bad = await queryRows<{ id: string }>(
      t.ctx.database.db,
      sql`select o.id from orders o
          left join (select order_id, sum(line_total)::bigint as goods, sum(seller_revenue)::bigint as revenue,
                       bool_and(line_total = unit_price * quantity) as lines_ok
                     from order_items group by order_id) i on i.order_id = o.id
          left join (select order_id, sum(amount)::bigint as amount from order_discounts group by order_id) d
            on d.order_id = o.id
          left join checkouts c on c.id = o.checkout_id
          where i.goods is distinct from o.goods_total::bigint
             or not i.lines_ok
             or o.total <> o.goods_total + o.shipping_fee - o.shop_discount - o.platform_discount - o.shipping_discount
             or i.revenue <> o.goods_total - o.shop_discount
             or coalesce(d.amount, 0) <> o.shop_discount
             or c.total_payment <> o.total`,
    );
    expect(bad).toEqual([]);
    const [used] = await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from order_discounts where kind = 'shop' and paid_by = 'seller' and amount > 0`,
    );
    expect(used?.n).toBeGreaterThan(0);
  });

  it('withholds tax per line as withholdingForLines does for the shop', async () => {
    const lines = await queryRows<{
      order_id: string;
      id: string;
      business_type: BusinessType;
      seller_revenue: number;
      tax_vat: number;
      tax_pit: number;
      order_vat: number;
      order_pit: number;
    }>(
      t.ctx.database.db,
      sql`select i.order_id, i.id, s.business_type, i.seller_revenue::int, i.tax_vat::int, i.tax_pit::int,
            o.tax_vat::int as order_vat, o.tax_pit::int as order_pit
          from order_items i join orders o on o.id = i.order_id join shops s on s.id = o.shop_id
          order by i.order_id, i.id`,
    );
    expect(lines.length).toBeGreaterThan(0);
    const byOrder = new Map<string, typeof lines>();
    for (const l of lines) byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), l]);
    let taxed = 0;
    for (const group of byOrder.values()) {
      const first = group[0];
      if (!first) continue;
      const expected = withholdingForLines(
        first.business_type,
        group.map((l) => ({ lineId: l.id, revenue: Number(l.seller_revenue) })),
      );
      expect(group.map((l) => [Number(l.tax_vat), Number(l.tax_pit)])).toEqual(
        expected.map((e) => [e.vat, e.pit]),
      );
      expect(Number(first.order_vat)).toBe(expected.reduce((s, e) => s + e.vat, 0));
      expect(Number(first.order_pit)).toBe(expected.reduce((s, e) => s + e.pit, 0));
      if (expected.some((e) => e.vat + e.pit > 0)) taxed++;
    }
    expect(taxed).toBeGreaterThan(0);
  });

  it('ends every history in its order status, in time order; old orders completed or cancelled by the buyer', async () => {
    const rows = await queryRows<{
      id: string;
      status: string;
      payment_status: string;
      last_status: string;
      first_note: string;
      ordered: boolean;
      age_days: number;
      completed: boolean;
      delivered: boolean;
      cancelled_by: string | null;
      cancel_reason: string | null;
    }>(
      t.ctx.database.db,
      sql`select o.id, o.status, o.payment_status,
            (array_agg(h.status order by h.action_time))[count(*)] as last_status,
            (array_agg(h.note order by h.action_time))[1] as first_note,
            min(h.action_time) = o.created_at and max(h.action_time) <= now() as ordered,
            extract(epoch from (now() - o.created_at)) / 86400 as age_days,
            o.completed_at is not null as completed, o.delivered_at is not null as delivered,
            o.cancelled_by, o.cancel_reason
          from orders o join order_history h on h.order_id = o.id
          group by o.id`,
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      expect(r.last_status, r.id).toBe(r.status);
      expect(r.first_note).toBe('placed_cod');
      expect(r.ordered, r.id).toBe(true);
      expect(Number(r.age_days), r.id).toBeGreaterThan(ORDER_QUIET_DAYS);
      // Nothing waits for the seller (to confirm, to hand over, a cancellation or return to answer).
      expect(['delivered', 'cancelled', 'shipping']).toContain(r.status);
      if (Number(r.age_days) > 7) {
        if (r.status === 'cancelled') {
          expect([r.cancelled_by, r.payment_status, Boolean(r.cancel_reason)]).toEqual([
            'buyer',
            'cod',
            true,
          ]);
        } else {
          expect([r.status, r.completed, r.delivered, r.payment_status]).toEqual([
            'delivered',
            true,
            true,
            'paid',
          ]);
        }
      }
    }
    const cancelled = rows.filter((r) => r.status === 'cancelled').length / rows.length;
    expect(cancelled).toBeGreaterThan(0.01);
    expect(cancelled).toBeLessThan(0.12);
  });

  it('never uses buyer@demo.vn, only the demo reviewers', async () => {
    const [row] = await queryRows<{ demo: number; other: number }>(
      t.ctx.database.db,
      sql`select count(*) filter (where u.email like 'khach%@demo.vn')::int as demo,
                 count(*) filter (where u.email not like 'khach%@demo.vn')::int as other
          from orders o join users u on u.id = o.user_id`,
    );
    expect(row?.demo).toBeGreaterThan(0);
    expect(row?.other).toBe(0);
  });

  it("shows the demo seller's last 30 days of revenue on the dashboard, as the orders sum up", async () => {
    const res = await t.api.request('/api/v1/seller/dashboard', { headers: sellerHeaders });
    expect(res.status).toBe(200);
    const data = ((await res.json()) as { data: SellerDashboard }).data;
    expect(data.todo.toConfirm).toBe(0);
    expect(data.todo.toHandOver).toBe(0);
    const from = data.last30[0]?.bucket ?? '';
    const to = data.last30.at(-1)?.bucket ?? '';
    const apiRevenue = data.last30.reduce((s, p) => s + p.revenue, 0);
    const [row] = await queryRows<{ revenue: number }>(
      t.ctx.database.db,
      sql`select coalesce(sum(o.goods_total - o.shop_discount), 0)::bigint as revenue
          from orders o join shops s on s.id = o.shop_id join users u on u.id = s.owner_user_id
          where u.email = 'seller@demo.vn' and o.status not in ('cancelled', 'pending')
            and (o.created_at at time zone 'Asia/Ho_Chi_Minh')::date between ${from}::date and ${to}::date`,
    );
    expect(apiRevenue).toBeGreaterThan(0);
    expect(apiRevenue).toBe(Number(row?.revenue));
    // Views are seeded for the last week only, so the conversion stays below one order per view.
    const week = data.last30.slice(-7);
    const views = week.reduce((s, p) => s + p.views, 0);
    const orders = week.reduce((s, p) => s + p.orders, 0);
    expect(views).toBeGreaterThan(0);
    expect(orders).toBeLessThan(views);
  });
});
