import { and, gt, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogArticles } from '../community/blog/blog.tables';
import { shopFeedback } from '../community/shop-feedback/shop-feedback.tables';
import { orders } from '../orders/orders.tables';
import { createTestApp } from '../testing/test-app';
import { seedDemoDataOnce } from './seed-demo';

describe('demo blog and shop feedback', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoDataOnce(t.ctx, { products: 160 });
    // Seeding draws every demo picture: slow on a busy machine.
  }, 300_000);
  afterAll(() => t.close());

  it('writes 8+ articles over several categories with covers and products, one scheduled', async () => {
    const rows = await t.ctx.database.db.select().from(blogArticles);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.categoryId)).size).toBeGreaterThanOrEqual(4);
    expect(rows.filter((r) => r.publishAt && r.publishAt > t.ctx.now())).toHaveLength(1);
    expect(rows.every((r) => r.coverKey?.startsWith('blog/covers/'))).toBe(true);
    expect(rows.filter((r) => r.blocks.some((b) => b.type === 'product')).length).toBeGreaterThanOrEqual(8);
    const cover = rows[0]?.coverKey as string;
    expect(await t.ctx.storage.get(`${cover}-600.webp`)).not.toBeNull();
  });

  it('gives feedback only from buyers with a completed order of the shop', async () => {
    const db = t.ctx.database.db;
    const feedback = await db.select().from(shopFeedback);
    expect(feedback.length).toBeGreaterThan(5);
    const [strays] = await db
      .select({ value: sql<number>`count(*)::int` })
      .from(shopFeedback)
      .where(
        sql`not exists (select 1 from ${orders} where ${orders.userId} = ${shopFeedback.userId}
          and ${orders.shopId} = ${shopFeedback.shopId} and ${orders.completedAt} is not null)`,
      );
    expect(strays?.value).toBe(0);
    const [replied] = await db
      .select({ value: sql<number>`count(*)::int` })
      .from(shopFeedback)
      .where(and(isNotNull(shopFeedback.reply), gt(shopFeedback.rating, 0)));
    expect(replied?.value).toBeGreaterThan(0);
    expect(feedback.every((f) => f.updatedAt <= t.ctx.now())).toBe(true);
  });
});
