import { notificationCategory } from '@cho-dep/core/notifications/notification-categories';
import { hasKey } from '@cho-dep/i18n/translate';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import { posts } from '../community/posts/posts.tables';
import { notifications } from '../notifications/notifications.tables';
import { orders } from '../orders/orders.tables';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { createTestApp } from '../testing/test-app';
import { signIn } from '../testing/user-fixtures';
import { seedDemoDataOnce } from './seed-demo';

describe('demo notifications', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const member = async (email: string) =>
    (await t.ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]
      ?.id as string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoDataOnce(t.ctx, { products: 120 });
  }, 240_000);
  afterAll(() => t.close());

  it('gives the demo seller and the demo buyer unread notifications, so the bell shows a count', async () => {
    for (const email of ['seller@demo.vn', 'buyer@demo.vn']) {
      const headers = await signIn(t.ctx, await member(email));
      const res = await t.api.request('/api/v1/mobile/notification-buyer/unread-count', { headers });
      const count = ((await res.json()) as { data: { data: number } }).data.data;
      expect(count, email).toBeGreaterThan(0);
    }
  });

  it('gives the seller orders, shop and community kinds, each opening something that exists', async () => {
    const db = t.ctx.database.db;
    const sellerId = await member('seller@demo.vn');
    const rows = await db.select().from(notifications).where(eq(notifications.userId, sellerId));
    const kinds = new Set(rows.map((r) => r.kind));
    expect([...kinds].some((k) => k.startsWith('seller_order.'))).toBe(true);
    expect(kinds).toContain('shop_application.approved');
    expect(kinds).toContain('product_review.rejected');
    expect(kinds).toContain('product_review.approved');
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.ownerUserId, sellerId));
    const orderIds = rows.filter((r) => r.targetType === 'seller_order').map((r) => r.targetId as string);
    const owned = await db
      .select({ id: orders.id, shopId: orders.shopId })
      .from(orders)
      .where(inArray(orders.id, orderIds));
    expect(owned.length).toBe(new Set(orderIds).size);
    expect(owned.every((o) => o.shopId === shop?.id)).toBe(true);
    const productIds = rows.filter((r) => r.targetType === 'seller_product').map((r) => r.targetId as string);
    const theirProducts = await db
      .select({ shopId: products.shopId })
      .from(products)
      .where(inArray(products.id, productIds));
    expect(theirProducts.every((p) => p.shopId === shop?.id)).toBe(true);
  });

  it('words every seeded kind in every language and places it in a tab; community targets are the members’ posts', async () => {
    const db = t.ctx.database.db;
    const rows = await db.select().from(notifications);
    expect(rows.length).toBeGreaterThan(0);
    const kinds = [...new Set(rows.map((r) => r.kind))];
    for (const kind of kinds) {
      for (const language of ['vi', 'en', 'ko'] as const)
        expect(hasKey(language, `notifications.${kind}`)).toBe(true);
      expect(notificationCategory(kind)).not.toBe('other');
    }
    const buyerId = await member('buyer@demo.vn');
    const buyerRows = rows.filter((r) => r.userId === buyerId);
    expect(buyerRows.some((r) => r.kind === 'post.reply')).toBe(true);
    const postIds = buyerRows.filter((r) => r.targetType === 'post').map((r) => r.targetId as string);
    const found = await db.select({ id: posts.id }).from(posts).where(inArray(posts.id, postIds));
    expect(found.length).toBe(new Set(postIds).size);
    // Some are read, the newest are not.
    expect(buyerRows.some((r) => r.readAt === null)).toBe(true);
  });
});
