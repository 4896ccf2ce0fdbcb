import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import { notifications } from '../notifications/notifications.tables';
import { outboxMessages } from '../outbox/outbox.tables';
import type { ProductReviewDetail, ProductReviewList } from '../products/admin-product-reviews';
import { productImages, products } from '../products/catalog/products.tables';
import { insertDetailedProduct } from '../testing/product-fixtures';
import { raceIt } from '../testing/race-tests';
import { adminReviewWorld, HOUR_MS, REASON } from './admin-review-world';

describe('admin review area: product review', () => {
  const w = adminReviewWorld();
  const { world, call, pendingProduct, auditRows } = w;
  beforeAll(w.setUp);
  afterAll(w.tearDown);

  describe('product review', () => {
    it('lists pending products oldest submitted first with due dates, shop, prices and pictures', async () => {
      const newer = await pendingProduct('Áo sơ mi lụa mới gửi', 1);
      const older = await pendingProduct('Quần jean ống rộng gửi trước', 50);
      const pictures = await world.t.ctx.database.db
        .select()
        .from(productImages)
        .where(eq(productImages.productId, older.id))
        .orderBy(productImages.position);
      expect(pictures.length).toBeGreaterThan(0);
      const res = await call<ProductReviewList>(
        world.admin.headers,
        'GET',
        '/api/v1/admin/products?status=pending',
      );
      expect(res.status).toBe(200);
      const ids = res.body.data?.data.map((row) => row.id) ?? [];
      expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
      const row = res.body.data?.data.find((r) => r.id === older.id);
      expect(row).toMatchObject({
        name: 'Quần jean ống rộng gửi trước',
        shop: { id: older.shop.id, name: older.shop.name },
        category: 'Áo thun',
        priceMin: 180_000,
        priceMax: 250_000,
        variantCount: 2,
        imageCount: pictures.length,
        submittedAt: older.submittedAt.toISOString(),
        dueFrom: new Date(older.submittedAt.getTime() + 48 * HOUR_MS).toISOString(),
        dueBy: new Date(older.submittedAt.getTime() + 72 * HOUR_MS).toISOString(),
        overdue: false,
        listed: false,
      });
      expect(row?.image?.url).toContain(pictures[0]?.imageKey);
    });

    it('dates a product sent before submission times were kept by its last change', async () => {
      const product = await pendingProduct('Áo len cổ lọ gửi từ trước', 0);
      const changed = new Date(world.t.ctx.now().getTime() - 80 * HOUR_MS);
      await world.t.ctx.database.db
        .update(products)
        .set({ submittedAt: null, updatedAt: changed })
        .where(eq(products.id, product.id));
      const res = await call<ProductReviewDetail>(
        world.admin.headers,
        'GET',
        `/api/v1/admin/products/${product.id}`,
      );
      expect(res.body.data).toMatchObject({
        submittedAt: changed.toISOString(),
        dueBy: new Date(changed.getTime() + 72 * HOUR_MS).toISOString(),
        overdue: true,
      });
    });

    it('shows one product with its variants, classifications and description', async () => {
      const product = await pendingProduct('Đầm maxi đi biển', 4);
      const res = await call<ProductReviewDetail>(
        world.admin.headers,
        'GET',
        `/api/v1/admin/products/${product.id}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data?.variants.map((v) => [v.label, v.price, v.salePrice, v.stock])).toEqual([
        ['Đen / M', 200_000, 180_000, 5],
        ['Trắng / L', 250_000, null, 3],
      ]);
      expect(res.body.data?.options.map((o) => o.name)).toEqual(['Màu sắc', 'Kích cỡ']);
      expect(res.body.data?.shopStatus).toBe('approved');
    });

    it('approves: the product becomes listed and found by search; the seller is told; one audit line', async () => {
      const word = `Khaki${randomUUID().slice(0, 6)}`;
      const product = await pendingProduct(`Quần kaki ${word} ống suông`, 20);
      const search = async () => {
        const res = await world.t.api.request(`/api/v1/public/products/search?q=${encodeURIComponent(word)}`);
        return ((await res.json()) as { data: { items: { id: string }[] } }).data.items.map((i) => i.id);
      };
      expect(await search()).not.toContain(product.id);

      const res = await call<ProductReviewDetail>(
        world.admin.headers,
        'POST',
        `/api/v1/admin/products/${product.id}/approve`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'approved', listed: true, rejectReason: null });
      expect(res.body.data?.reviewedAt).not.toBeNull();
      expect(await search()).toContain(product.id);

      const notes = await world.t.ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, product.shop.ownerUserId));
      expect(notes).toEqual([
        expect.objectContaining({
          kind: 'product_review.approved',
          targetType: 'seller_product',
          targetId: product.id,
        }),
      ]);
      const [owner] = await world.t.ctx.database.db
        .select()
        .from(users)
        .where(eq(users.id, product.shop.ownerUserId));
      const mails = await world.t.ctx.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, owner?.email ?? ''));
      expect(mails.map((m) => m.template)).toEqual(['admin.product_review.approved']);
      expect(mails[0]?.body).toContain(`/ban-hang/quan-ly-san-pham/cap-nhat/${product.id}`);
      expect(await auditRows(product.id)).toEqual([
        expect.objectContaining({
          action: 'product.approve',
          targetType: 'product',
          adminUserId: world.admin.userId,
        }),
      ]);
    });

    raceIt('takes exactly one of two concurrent decisions on a product', async () => {
      const product = await pendingProduct('Túi xách da mềm đồng thời', 6);
      const base = `/api/v1/admin/products/${product.id}`;
      const answers = await Promise.all([
        call(world.admin.headers, 'POST', `${base}/approve`),
        call(world.admin.headers, 'POST', `${base}/reject`, { reason: REASON }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body.error?.code).toBe('PRODUCT_REVIEW_NOT_PENDING');
      expect(await auditRows(product.id)).toHaveLength(1);
    });

    it('rejects with a reason: not listed, the seller reads why; a draft cannot be decided', async () => {
      const product = await pendingProduct('Son kem lì thử nghiệm', 30);
      const res = await call<ProductReviewDetail>(
        world.admin.headers,
        'POST',
        `/api/v1/admin/products/${product.id}/reject`,
        { reason: REASON },
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'rejected', rejectReason: REASON, listed: false });
      const notes = await world.t.ctx.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, product.shop.ownerUserId),
            eq(notifications.kind, 'product_review.rejected'),
          ),
        );
      expect(notes[0]?.params).toEqual({ product: 'Son kem lì thử nghiệm', reason: REASON });

      const draft = await insertDetailedProduct(world.t.ctx.database.db, {
        shopId: product.shop.id,
        categoryId: world.categoryId,
        name: 'Bản nháp chưa gửi duyệt',
        status: 'draft',
        variants: [{ colour: 'Hồng', size: 'M', stock: 1 }],
      });
      const refused = await call(world.admin.headers, 'POST', `/api/v1/admin/products/${draft.id}/approve`);
      expect(refused.status).toBe(409);
      expect(refused.body.error?.code).toBe('PRODUCT_REVIEW_NOT_PENDING');
    });
  });
});
