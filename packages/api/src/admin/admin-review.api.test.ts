import { randomUUID } from 'node:crypto';
import { approvalReplyBy } from '@cho-dep/core/shops/approval-reply-by';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import { notifications } from '../notifications/notifications.tables';
import { outboxMessages } from '../outbox/outbox.tables';
import { products } from '../products/catalog/products.tables';
import type {
  ShopApplicationDetail,
  ShopApplicationList,
} from '../shops/registration/admin-shop-applications';
import { shopRegistrations } from '../shops/shop-registrations.tables';
import { shops } from '../shops/shops.tables';
import { insertDetailedProduct } from '../testing/product-fixtures';
import { raceIt } from '../testing/race-tests';
import { insertTestShop } from '../testing/shop-fixtures';
import type { AuditLog } from './admin-audit-log';
import { adminReviewWorld, REASON } from './admin-review-world';

describe('admin review area', () => {
  const w = adminReviewWorld();
  const { world, call, pendingShop, pendingProduct, auditRows } = w;
  beforeAll(w.setUp);
  afterAll(w.tearDown);

  describe('access', () => {
    const paths: [string, string, unknown?][] = [
      ['GET', '/api/v1/admin/shop-applications'],
      ['GET', `/api/v1/admin/shop-applications/${randomUUID()}`],
      ['POST', `/api/v1/admin/shop-applications/${randomUUID()}/approve`],
      ['POST', `/api/v1/admin/shop-applications/${randomUUID()}/reject`, { reason: REASON }],
      ['GET', '/api/v1/admin/products?status=pending'],
      ['GET', `/api/v1/admin/products/${randomUUID()}`],
      ['POST', `/api/v1/admin/products/${randomUUID()}/approve`],
      ['POST', `/api/v1/admin/products/${randomUUID()}/reject`, { reason: REASON }],
      ['GET', '/api/v1/admin/audit-log'],
    ];

    it('answers 401 without a session and 403 to a signed-in non-admin, on every admin call', async () => {
      for (const [method, path, body] of paths) {
        expect((await call({}, method, path, body)).status, `${method} ${path}`).toBe(401);
        const refused = await call(world.buyer.headers, method, path, body);
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body.error?.code).toBe('FORBIDDEN');
      }
    });

    it('refuses a non-admin before reading the input (no 400 that reveals the schema)', async () => {
      const res = await call(world.buyer.headers, 'GET', '/api/v1/admin/audit-log?action=nonsense');
      expect(res.status).toBe(403);
    });

    it('describes every admin review call in the OpenAPI document', async () => {
      const res = await world.t.api.request('/api/docs');
      expect(res.status).toBe(200);
      const paths = Object.keys(((await res.json()) as { paths: Record<string, unknown> }).paths);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/v1/admin/shop-applications',
          '/api/v1/admin/shop-applications/{shopId}/reject',
          '/api/v1/admin/products/{id}/approve',
          '/api/v1/admin/audit-log',
        ]),
      );
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expect(
        (await call(world.admin.headers, 'GET', '/api/v1/admin/shop-applications/not-a-uuid')).status,
      ).toBe(404);
      expect(
        (await call(world.admin.headers, 'POST', `/api/v1/admin/products/${randomUUID()}/approve`)).status,
      ).toBe(404);
    });
  });

  describe('shop applications', () => {
    it('lists pending applications oldest first with the 48-working-hour reply date', async () => {
      const newer = await pendingShop('Hồng Boutique', 2);
      const older = await pendingShop('Mai Cosmetics', 30);
      const res = await call<ShopApplicationList>(
        world.admin.headers,
        'GET',
        '/api/v1/admin/shop-applications',
      );
      expect(res.status).toBe(200);
      const ids = res.body.data?.data.map((row) => row.shopId) ?? [];
      expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
      const row = res.body.data?.data.find((r) => r.shopId === older.id);
      expect(row).toMatchObject({
        shopName: 'Mai Cosmetics',
        ownerName: 'Lê Thị Hồng',
        status: 'pending',
        submittedAt: older.submittedAt.toISOString(),
        replyBy: approvalReplyBy(older.submittedAt).toISOString(),
      });
      // Approved shops (the fixtures' sellers) are on their own tab, not in the pending one.
      expect(res.body.data?.data.every((r) => r.status === 'pending')).toBe(true);
    });

    it('shows one application with its registration fields, document links and verification', async () => {
      const shop = await pendingShop('Lan Closet', 5);
      const res = await call<ShopApplicationDetail>(
        world.admin.headers,
        'GET',
        `/api/v1/admin/shop-applications/${shop.id}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        shopId: shop.id,
        idNumber: '001203004567',
        bankName: 'Vietcombank',
        bankAccount: '0011004455667',
        platforms: ['facebook'],
        platformLink: 'https://facebook.com/hong.shop',
        owner: { emailVerified: false, phoneVerified: false, identityVerifiedAt: null },
      });
      expect(res.body.data?.documents.idFront).toBe(
        `/api/v1/shop-registration/documents/${encodeURIComponent(`private/shop-registrations/${shop.ownerUserId}/front.webp`)}`,
      );
      expect(res.body.data?.documents.licence).toBeNull();
    });

    it('approves: the shop opens with its products listed, the owner becomes a seller, is notified and mailed', async () => {
      const shop = await pendingShop('Thu Trang Shop', 10);
      const product = await insertDetailedProduct(world.t.ctx.database.db, {
        shopId: shop.id,
        categoryId: world.categoryId,
        name: 'Váy hoa nhí Thu Trang',
        variants: [{ colour: 'Đỏ', size: 'S', stock: 4 }],
      });
      const listedOf = async () =>
        (
          await world.t.ctx.database.db
            .select({ listed: products.listed })
            .from(products)
            .where(eq(products.id, product.id))
        )[0]?.listed;
      expect(await listedOf()).toBe(false);

      const res = await call<ShopApplicationDetail>(
        world.admin.headers,
        'POST',
        `/api/v1/admin/shop-applications/${shop.id}/approve`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data?.status).toBe('approved');
      const db = world.t.ctx.database.db;
      const [row] = await db.select().from(shops).where(eq(shops.id, shop.id));
      expect(row?.approvedAt).toBeInstanceOf(Date);
      expect(row?.approvedAt?.toISOString()).toBe(res.body.data?.decidedAt);
      expect(await listedOf()).toBe(true);
      const [owner] = await db.select().from(users).where(eq(users.id, shop.ownerUserId));
      expect(owner?.roles).toContain('seller');
      const [registration] = await db
        .select()
        .from(shopRegistrations)
        .where(eq(shopRegistrations.shopId, shop.id));
      expect(registration?.decidedByUserId).toBe(world.admin.userId);

      const notes = await db.select().from(notifications).where(eq(notifications.userId, shop.ownerUserId));
      expect(notes).toEqual([
        expect.objectContaining({
          kind: 'shop_application.approved',
          targetType: 'seller_centre',
          targetId: shop.id,
          params: { shop: 'Thu Trang Shop' },
        }),
      ]);
      const mails = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, owner?.email ?? ''));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Shop Thu Trang Shop đã được duyệt');
      expect(mails[0]?.template).toBe('admin.shop_application.approved');
      expect(mails[0]?.body).toContain('/ban-hang');

      const audit = await auditRows(shop.id);
      expect(audit).toEqual([
        expect.objectContaining({
          adminUserId: world.admin.userId,
          action: 'shop.approve',
          targetType: 'shop',
          reason: null,
          details: { from: 'pending', to: 'approved', shopName: 'Thu Trang Shop' },
        }),
      ]);
    });

    raceIt(
      'takes exactly one of two concurrent approvals: one decision, one audit line, one notice',
      async () => {
        const shop = await pendingShop('Đồng Thời Shop', 3);
        const path = `/api/v1/admin/shop-applications/${shop.id}/approve`;
        const answers = await Promise.all([
          call(world.admin.headers, 'POST', path),
          call(world.admin.headers, 'POST', path),
        ]);
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        expect(answers.find((a) => a.status === 409)?.body.error?.code).toBe('SHOP_APPLICATION_NOT_PENDING');
        expect(await auditRows(shop.id)).toHaveLength(1);
        const notes = await world.t.ctx.database.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, shop.ownerUserId));
        expect(notes).toHaveLength(1);
      },
    );

    it('rejects with a reason the owner reads; a short reason is a 400 in the caller language', async () => {
      const shop = await pendingShop('Ngọc Shop', 8);
      const path = `/api/v1/admin/shop-applications/${shop.id}/reject`;
      const short = await call(world.admin.headers, 'POST', path, { reason: '  mờ  ' });
      expect(short.status).toBe(400);
      expect(short.body.error?.fields).toEqual([expect.objectContaining({ path: 'reason' })]);
      const missing = await call(world.admin.headers, 'POST', path, {});
      expect(missing.status).toBe(400);
      const long = await call(world.admin.headers, 'POST', path, { reason: 'x'.repeat(501) });
      expect(long.status).toBe(400);
      expect(await auditRows(shop.id)).toHaveLength(0);

      const res = await call<ShopApplicationDetail>(world.admin.headers, 'POST', path, {
        reason: `  ${REASON}  `,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'rejected', rejectReason: REASON });
      const [owner] = await world.t.ctx.database.db
        .select()
        .from(users)
        .where(eq(users.id, shop.ownerUserId));
      expect(owner?.roles).not.toContain('seller');
      const notes = await world.t.ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, shop.ownerUserId));
      expect(notes).toEqual([
        expect.objectContaining({
          kind: 'shop_application.rejected',
          targetType: 'shop_application',
          params: { shop: 'Ngọc Shop', reason: REASON },
        }),
      ]);
      const [mail] = await world.t.ctx.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, owner?.email ?? ''));
      expect(mail?.body).toContain(REASON);
      expect(await auditRows(shop.id)).toEqual([
        expect.objectContaining({ action: 'shop.reject', reason: REASON }),
      ]);

      // Decided: a second decision either way is refused and writes nothing.
      const again = await call(
        world.admin.headers,
        'POST',
        `/api/v1/admin/shop-applications/${shop.id}/approve`,
      );
      expect(again.status).toBe(409);
      expect(again.body.error?.code).toBe('SHOP_APPLICATION_NOT_PENDING');
      expect(await auditRows(shop.id)).toHaveLength(1);

      const rejectedTab = await call<ShopApplicationList>(
        world.admin.headers,
        'GET',
        '/api/v1/admin/shop-applications?status=rejected',
      );
      expect(rejectedTab.body.data?.data.map((r) => r.shopId)).toContain(shop.id);
    });

    it('mails the owner in the language of their account', async () => {
      const shop = await pendingShop('Seoul Beauty', 1);
      await world.t.ctx.database.db
        .update(users)
        .set({ language: 'ko' })
        .where(eq(users.id, shop.ownerUserId));
      await call(world.admin.headers, 'POST', `/api/v1/admin/shop-applications/${shop.id}/approve`);
      const [owner] = await world.t.ctx.database.db
        .select()
        .from(users)
        .where(eq(users.id, shop.ownerUserId));
      const [mail] = await world.t.ctx.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, owner?.email ?? ''));
      expect(mail?.subject).toBe('Seoul Beauty 상점이 승인되었습니다');
    });

    it('refuses to decide a shop that is not pending (an approved one)', async () => {
      const shop = await insertTestShop(world.t.ctx.database.db, { name: 'Đã Mở Shop' });
      const res = await call(
        world.admin.headers,
        'POST',
        `/api/v1/admin/shop-applications/${shop.id}/reject`,
        {
          reason: REASON,
        },
      );
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('SHOP_APPLICATION_NOT_PENDING');
    });
  });

  describe('audit log', () => {
    it('lists decisions newest first, filtered by target type and action, for admins only', async () => {
      const shop = await pendingShop('Nhật Ký Shop', 1);
      const product = await pendingProduct('Áo khoác nhật ký kiểm tra', 2);
      await call(world.admin.headers, 'POST', `/api/v1/admin/shop-applications/${shop.id}/approve`);
      world.t.advance(1000);
      await call(world.admin.headers, 'POST', `/api/v1/admin/products/${product.id}/reject`, {
        reason: REASON,
      });

      const all = await call<AuditLog>(world.admin.headers, 'GET', '/api/v1/admin/audit-log');
      expect(all.status).toBe(200);
      const entries = all.body.data?.data ?? [];
      expect(entries[0]).toMatchObject({
        action: 'product.reject',
        targetId: product.id,
        reason: REASON,
        admin: { id: world.admin.userId, name: 'Quản trị viên' },
      });
      expect(entries[1]).toMatchObject({ action: 'shop.approve', targetId: shop.id });
      const times = entries.map((e) => e.createdAt);
      expect([...times].sort().reverse()).toEqual(times);

      const shopsOnly = await call<AuditLog>(
        world.admin.headers,
        'GET',
        '/api/v1/admin/audit-log?targetType=shop',
      );
      expect(shopsOnly.body.data?.data.every((e) => e.targetType === 'shop')).toBe(true);
      expect(shopsOnly.body.data?.data.map((e) => e.targetId)).toContain(shop.id);
      const rejects = await call<AuditLog>(
        world.admin.headers,
        'GET',
        '/api/v1/admin/audit-log?action=product.reject',
      );
      expect(rejects.body.data?.data.every((e) => e.action === 'product.reject')).toBe(true);
      expect(rejects.body.data?.total).toBe(rejects.body.data?.data.length);
      const bad = await call(world.admin.headers, 'GET', '/api/v1/admin/audit-log?action=shop.delete');
      expect(bad.status).toBe(400);
    });
  });
});
