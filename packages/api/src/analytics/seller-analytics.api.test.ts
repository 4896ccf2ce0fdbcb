import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { SellerOrderListAnswer } from '../orders/seller-order-schemas';
import type { AnalyticsOverview } from './analytics-schemas';
import { useAnalyticsWorld } from './analytics-world.fixture';

describe('seller analytics: figures, series and export', () => {
  const w = useAnalyticsWorld();
  const { call, overview, sellerWithShop, expectedFromOrderPages } = w;

  it('counts orders by the Vietnam day they were placed, revenue to the dong', async () => {
    const list = await call<SellerOrderListAnswer>(w.a.headers, 'GET', '/api/v1/seller/orders');
    expect(list.body.data?.counts).toMatchObject({ all: 5, cancelled: 1, pending: 1, delivered: 1 });

    const yesterday = await expectedFromOrderPages('2026-11-20');
    const today = await expectedFromOrderPages('2026-11-21');
    // By hand: 300k − 50k shop voucher (the platform's 20k is reimbursed); 99k + (300k − 50k).
    expect(yesterday).toMatchObject({ orders: 1, revenue: 250_000, units: 2 });
    expect(today).toMatchObject({ orders: 2, revenue: 349_000, units: 3 });

    const res = await overview(w.a.headers, 'preset=today');
    expect(res.status).toBe(200);
    const data = res.body.data as AnalyticsOverview;
    expect(data.period).toEqual({ from: '2026-11-21', to: '2026-11-21', days: 1 });
    expect(data.previousPeriod).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(data.totals).toEqual({
      revenue: today.revenue,
      orders: 2,
      buyers: 1,
      views: 3,
      units: 3,
      averageOrderValue: 174_500,
      conversionRate: 66.67,
    });
    expect(data.previousTotals).toEqual({
      revenue: 250_000,
      orders: 1,
      buyers: 1,
      views: 1,
      units: 2,
      averageOrderValue: 250_000,
      conversionRate: 100,
    });
    expect(data.changes).toEqual({
      revenue: 39.6,
      orders: 100,
      buyers: 0,
      views: 200,
      averageOrderValue: -30.2,
      conversionRate: -33.3,
    });
    expect(data.topByRevenue.map((p) => [p.productId, p.revenue, p.units, p.orders])).toEqual([
      [w.a.productId, today.revenue, 3, 2],
    ]);
    expect(data.topByRevenue[0]?.name).toBeTruthy();
    expect(data.topByRevenue[0]?.imageUrl).toMatch(/-200\.webp$/);
  });

  it('fills the series by day, week and month with zeros, and the last 7 days add up', async () => {
    const week = await overview(w.a.headers, 'from=2026-11-16&to=2026-11-22&granularity=day');
    const data = week.body.data as AnalyticsOverview;
    expect(data.series.map((p) => p.bucket)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(data.series.map((p) => p.revenue)).toEqual([0, 0, 0, 0, 250_000, 349_000, 0]);
    expect(data.series.map((p) => p.views)).toEqual([0, 0, 0, 0, 1, 3, 0]);
    expect(data.totals).toMatchObject({ revenue: 599_000, orders: 3, buyers: 2, units: 5, views: 4 });
    expect(data.previousPeriod).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(data.changes.revenue).toBeNull(); // nothing before: no percentage

    // 20/11 is a Friday, 21/11 a Saturday: the same ISO week, Monday 16/11.
    const weeks = (await overview(w.a.headers, 'from=2026-11-01&to=2026-11-30&granularity=week')).body.data;
    expect(weeks?.series.map((p) => [p.bucket, p.orders, p.revenue, p.buyers])).toEqual([
      ['2026-10-26', 0, 0, 0],
      ['2026-11-02', 0, 0, 0],
      ['2026-11-09', 0, 0, 0],
      ['2026-11-16', 3, 599_000, 2],
      ['2026-11-23', 0, 0, 0],
      ['2026-11-30', 0, 0, 0],
    ]);
    const months = (await overview(w.a.headers, 'from=2026-01-01&to=2026-12-31&granularity=month')).body.data;
    expect(months?.series).toHaveLength(12);
    expect(months?.series[10]).toMatchObject({
      bucket: '2026-11-01',
      orders: 3,
      revenue: 599_000,
      units: 5,
      buyers: 2,
    });
    expect(months?.totals).toMatchObject({ revenue: 599_000, buyers: 2 });
    // A month cut by the range counts the buyers of its days in the range only: buyer 2 on the 21st.
    const cut = (await overview(w.a.headers, 'from=2026-11-21&to=2026-12-31&granularity=month')).body.data;
    expect(cut?.series.map((p) => [p.bucket, p.orders, p.revenue, p.buyers])).toEqual([
      ['2026-11-01', 2, 349_000, 1],
      ['2026-12-01', 0, 0, 0],
    ]);
    expect(cut?.totals).toMatchObject({ orders: 2, revenue: 349_000, buyers: 1 });
  });

  it('counts nothing of another shop, refuses buyers (403) and guests (401)', async () => {
    const other = (await overview(w.b.headers, 'preset=last7')).body.data as AnalyticsOverview;
    expect(other.totals).toMatchObject({ orders: 1, units: 4, views: 1 });
    expect(other.topByRevenue.map((p) => p.productId)).toEqual([w.b.productId]);
    // A brand-new shop sees zeros and "no percentage" everywhere.
    const empty = await sellerWithShop();
    const zero = (await overview(empty.headers, 'preset=last30')).body.data as AnalyticsOverview;
    expect(zero.totals).toEqual({
      revenue: 0,
      orders: 0,
      buyers: 0,
      views: 0,
      units: 0,
      averageOrderValue: 0,
      conversionRate: null,
    });
    expect(zero.series).toHaveLength(30);
    expect(Object.values(zero.changes).every((c) => c === null)).toBe(true);
    expect(zero.topByRevenue).toEqual([]);

    for (const path of [
      '/api/v1/seller/analytics/overview',
      '/api/v1/seller/analytics/export',
      '/api/v1/seller/analytics/performance',
      '/api/v1/seller/dashboard',
    ]) {
      expect((await call({}, 'GET', path)).status, path).toBe(401);
      const asBuyer = await call(w.buyer1.headers, 'GET', path);
      expect(asBuyer.status, path).toBe(403);
      expect(asBuyer.body.error?.code).toBe('FORBIDDEN');
    }
  });

  it('publishes its routes in the OpenAPI document', async () => {
    const res = await w.t.api.request('/api/docs');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    for (const path of ['/overview', '/export', '/performance']) {
      const params = doc.paths[`/api/v1/seller/analytics${path}`]?.get?.parameters?.map((p) => p.name);
      expect(params, path).toEqual(['preset', 'from', 'to', 'granularity']);
    }
    expect(doc.paths['/api/v1/seller/dashboard']?.get).toBeDefined();
  });

  it('refuses bad periods with field errors (400)', async () => {
    const fields = async (query: string) => {
      const res = await overview(w.a.headers, query);
      expect(res.status, query).toBe(400);
      return res.body.error?.fields.map((f) => f.path);
    };
    expect(await fields('from=2026-02-30&to=2026-03-01')).toEqual(['from']);
    expect(await fields('from=2026-11-21&to=2026-11-20')).toEqual(['to']);
    expect(await fields('from=2026-01-01&to=2027-01-02')).toEqual(['to']); // 367 days
    expect((await overview(w.a.headers, 'from=2026-01-01&to=2027-01-01')).status).toBe(200); // 366
    expect(await fields('from=2026-11-01')).toEqual(['to']);
    expect(await fields('preset=forever')).toEqual(['preset']);
    expect(await fields('granularity=hour')).toEqual(['granularity']);
    const export400 = await call(w.a.headers, 'GET', '/api/v1/seller/analytics/export?from=x&to=y');
    expect(export400.status).toBe(400);
  });

  it('exports a workbook holding the same figures', async () => {
    const res = await w.t.api.request('/api/v1/seller/analytics/export?from=2026-11-16&to=2026-11-22', {
      headers: w.a.headers,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain('bao-cao-2026-11-16-2026-11-22.xlsx');
    const bytes = Buffer.from(await res.arrayBuffer());
    const summary = await readSheet(bytes, 1);
    expect(summary[0]).toEqual([
      'Chỉ số',
      '16/11/2026 – 22/11/2026',
      '09/11/2026 – 15/11/2026',
      'Thay đổi (%)',
    ]);
    expect(summary[1]).toEqual(['Doanh số', 599_000, 0, null]);
    expect(summary[2]).toEqual(['Đơn hàng', 3, 0, null]);
    expect(summary[3]).toEqual(['Người mua', 2, 0, null]);
    const series = await readSheet(bytes, 2);
    expect(series).toHaveLength(8);
    expect(series[5]).toEqual(['20/11/2026', 250_000, 1, 1, 2, 1]);
    expect(series[6]).toEqual(['21/11/2026', 349_000, 2, 1, 3, 3]);
    const top = await readSheet(bytes, 3);
    expect(top[1]?.slice(2)).toEqual([599_000, 5, 3]);
  });
});
