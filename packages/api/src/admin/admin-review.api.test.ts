import { randomUUID } from 'node:crypto';
import { approvalReplyBy } from '@cho-dep/core/shops/approval-reply-by';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import { notifications } from '../notifications/notifications.tables';
import { outboxMessages } from '../outbox/outbox.tables';
import type { ProductReviewDetail, ProductReviewList } from '../products/admin-product-reviews';
import { productImages, products } from '../products/catalog/products.tables';
import type {
  ShopApplicationDetail,
  ShopApplicationList,
} from '../shops/registration/admin-shop-applications';
import { shopRegistrations } from '../shops/shop-registrations.tables';
import { shops } from '../shops/shops.tables';
import { insertTestCategory } from '../testing/catalog-fixtures';
import { insertDetailedProduct } from '../testing/product-fixtures';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { insertTestShop } from '../testing/shop-fixtures';
import { insertSignedInUser } from '../testing/user-fixtures';
import { adminAuditLog } from './admin-audit.tables';
import type { AuditLog } from './admin-audit-log';

interface Answer<T> {
  data?: T;
  error?: { code: string; fields: { path: string; message: string }[] };
}
type Headers = Record<string, string>;

const HOUR_MS = 3_600_000;
const REASON = 'Ảnh CCCD mặt sau bị mờ, vui lòng chụp lại rõ nét.';

describe('admin review area', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let admin: { headers: Headers; userId: string };
  let buyer: { headers: Headers; userId: string };
  let categoryId: string;

  const call = async <T>(headers: Headers, method: string, path: string, body?: unknown) => {
    const res = await t.api.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T> };
  };

  /** A shop application sent `hoursAgo` hours ago, with its registration documents. */
  async function pendingShop(name: string, hoursAgo: number) {
    const shop = await insertTestShop(t.ctx.database.db, { name, status: 'pending' });
    const db = t.ctx.database.db;
    // The owner is not a seller until the shop is approved.
    await db
      .update(users)
      .set({ roles: ['buyer'], emailVerified: false })
      .where(eq(users.id, shop.ownerUserId));
    const submittedAt = new Date(t.ctx.now().getTime() - hoursAgo * HOUR_MS);
    await db.insert(shopRegistrations).values({
      shopId: shop.id,
      ownerUserId: shop.ownerUserId,
      ownerFullName: 'Lê Thị Hồng',
      idNumber: '001203004567',
      idFrontKey: `private/shop-registrations/${shop.ownerUserId}/front.webp`,
      idBackKey: `private/shop-registrations/${shop.ownerUserId}/back.webp`,
      bankName: 'Vietcombank',
      bankAccount: '0011004455667',
      bankBranch: 'Hà Nội',
      platforms: ['facebook'],
      platformLink: 'https://facebook.com/hong.shop',
      stepReached: 2,
      submittedAt,
      submissionCount: 1,
    });
    return { ...shop, submittedAt };
  }

  /** A product of an approved shop sent for review `hoursAgo` hours ago. */
  async function pendingProduct(name: string, hoursAgo: number) {
    const shop = await insertTestShop(t.ctx.database.db, { name: `Shop ${randomUUID().slice(0, 6)}` });
    const product = await insertDetailedProduct(t.ctx.database.db, {
      shopId: shop.id,
      categoryId,
      name,
      status: 'pending',
      variants: [
        { colour: 'Đen', size: 'M', stock: 5, price: 200_000, salePrice: 180_000 },
        { colour: 'Trắng', size: 'L', stock: 3, price: 250_000 },
      ],
    });
    const submittedAt = new Date(t.ctx.now().getTime() - hoursAgo * HOUR_MS);
    await t.ctx.database.db.update(products).set({ submittedAt }).where(eq(products.id, product.id));
    return { id: product.id, shop, submittedAt };
  }

  async function auditRows(targetId: string) {
    return t.ctx.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));
  }

  beforeAll(async () => {
    t = await createRaceTestApp();
    admin = await insertSignedInUser(t.ctx, { fullName: 'Quản trị viên', roles: ['buyer', 'admin'] });
    buyer = await insertSignedInUser(t.ctx);
    categoryId = (await insertTestCategory(t.ctx.database.db)).id;
  });

  afterAll(async () => {
    await t.close();
  });

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
        const refused = await call(buyer.headers, method, path, body);
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body.error?.code).toBe('FORBIDDEN');
      }
    });

    it('refuses a non-admin before reading the input (no 400 that reveals the schema)', async () => {
      const res = await call(buyer.headers, 'GET', '/api/v1/admin/audit-log?action=nonsense');
      expect(res.status).toBe(403);
    });

    it('describes every admin review call in the OpenAPI document', async () => {
      const res = await t.api.request('/api/docs');
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
      expect((await call(admin.headers, 'GET', '/api/v1/admin/shop-applications/not-a-uuid')).status).toBe(
        404,
      );
      expect(
        (await call(admin.headers, 'POST', `/api/v1/admin/products/${randomUUID()}/approve`)).status,
      ).toBe(404);
    });
  });

  describe('shop applications', () => {
    it('lists pending applications oldest first with the 48-working-hour reply date', async () => {
      const newer = await pendingShop('Hồng Boutique', 2);
      const older = await pendingShop('Mai Cosmetics', 30);
      const res = await call<ShopApplicationList>(admin.headers, 'GET', '/api/v1/admin/shop-applications');
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
        admin.headers,
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
      const product = await insertDetailedProduct(t.ctx.database.db, {
        shopId: shop.id,
        categoryId,
        name: 'Váy hoa nhí Thu Trang',
        variants: [{ colour: 'Đỏ', size: 'S', stock: 4 }],
      });
      const listedOf = async () =>
        (
          await t.ctx.database.db
            .select({ listed: products.listed })
            .from(products)
            .where(eq(products.id, product.id))
        )[0]?.listed;
      expect(await listedOf()).toBe(false);

      const res = await call<ShopApplicationDetail>(
        admin.headers,
        'POST',
        `/api/v1/admin/shop-applications/${shop.id}/approve`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data?.status).toBe('approved');
      const db = t.ctx.database.db;
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
      expect(registration?.decidedByUserId).toBe(admin.userId);

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
          adminUserId: admin.userId,
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
          call(admin.headers, 'POST', path),
          call(admin.headers, 'POST', path),
        ]);
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        expect(answers.find((a) => a.status === 409)?.body.error?.code).toBe('SHOP_APPLICATION_NOT_PENDING');
        expect(await auditRows(shop.id)).toHaveLength(1);
        const notes = await t.ctx.database.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, shop.ownerUserId));
        expect(notes).toHaveLength(1);
      },
    );

    it('rejects with a reason the owner reads; a short reason is a 400 in the caller language', async () => {
      const shop = await pendingShop('Ngọc Shop', 8);
      const path = `/api/v1/admin/shop-applications/${shop.id}/reject`;
      const short = await call(admin.headers, 'POST', path, { reason: '  mờ  ' });
      expect(short.status).toBe(400);
      expect(short.body.error?.fields).toEqual([expect.objectContaining({ path: 'reason' })]);
      const missing = await call(admin.headers, 'POST', path, {});
      expect(missing.status).toBe(400);
      const long = await call(admin.headers, 'POST', path, { reason: 'x'.repeat(501) });
      expect(long.status).toBe(400);
      expect(await auditRows(shop.id)).toHaveLength(0);

      const res = await call<ShopApplicationDetail>(admin.headers, 'POST', path, { reason: `  ${REASON}  ` });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'rejected', rejectReason: REASON });
      const [owner] = await t.ctx.database.db.select().from(users).where(eq(users.id, shop.ownerUserId));
      expect(owner?.roles).not.toContain('seller');
      const notes = await t.ctx.database.db
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
      const [mail] = await t.ctx.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, owner?.email ?? ''));
      expect(mail?.body).toContain(REASON);
      expect(await auditRows(shop.id)).toEqual([
        expect.objectContaining({ action: 'shop.reject', reason: REASON }),
      ]);

      // Decided: a second decision either way is refused and writes nothing.
      const again = await call(admin.headers, 'POST', `/api/v1/admin/shop-applications/${shop.id}/approve`);
      expect(again.status).toBe(409);
      expect(again.body.error?.code).toBe('SHOP_APPLICATION_NOT_PENDING');
      expect(await auditRows(shop.id)).toHaveLength(1);

      const rejectedTab = await call<ShopApplicationList>(
        admin.headers,
        'GET',
        '/api/v1/admin/shop-applications?status=rejected',
      );
      expect(rejectedTab.body.data?.data.map((r) => r.shopId)).toContain(shop.id);
    });

    it('mails the owner in the language of their account', async () => {
      const shop = await pendingShop('Seoul Beauty', 1);
      await t.ctx.database.db.update(users).set({ language: 'ko' }).where(eq(users.id, shop.ownerUserId));
      await call(admin.headers, 'POST', `/api/v1/admin/shop-applications/${shop.id}/approve`);
      const [owner] = await t.ctx.database.db.select().from(users).where(eq(users.id, shop.ownerUserId));
      const [mail] = await t.ctx.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, owner?.email ?? ''));
      expect(mail?.subject).toBe('Seoul Beauty 상점이 승인되었습니다');
    });

    it('refuses to decide a shop that is not pending (an approved one)', async () => {
      const shop = await insertTestShop(t.ctx.database.db, { name: 'Đã Mở Shop' });
      const res = await call(admin.headers, 'POST', `/api/v1/admin/shop-applications/${shop.id}/reject`, {
        reason: REASON,
      });
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('SHOP_APPLICATION_NOT_PENDING');
    });
  });

  describe('product review', () => {
    it('lists pending products oldest submitted first with due dates, shop, prices and pictures', async () => {
      const newer = await pendingProduct('Áo sơ mi lụa mới gửi', 1);
      const older = await pendingProduct('Quần jean ống rộng gửi trước', 50);
      const pictures = await t.ctx.database.db
        .select()
        .from(productImages)
        .where(eq(productImages.productId, older.id))
        .orderBy(productImages.position);
      expect(pictures.length).toBeGreaterThan(0);
      const res = await call<ProductReviewList>(
        admin.headers,
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
      const changed = new Date(t.ctx.now().getTime() - 80 * HOUR_MS);
      await t.ctx.database.db
        .update(products)
        .set({ submittedAt: null, updatedAt: changed })
        .where(eq(products.id, product.id));
      const res = await call<ProductReviewDetail>(
        admin.headers,
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
        admin.headers,
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
        const res = await t.api.request(`/api/v1/public/products/search?q=${encodeURIComponent(word)}`);
        return ((await res.json()) as { data: { items: { id: string }[] } }).data.items.map((i) => i.id);
      };
      expect(await search()).not.toContain(product.id);

      const res = await call<ProductReviewDetail>(
        admin.headers,
        'POST',
        `/api/v1/admin/products/${product.id}/approve`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'approved', listed: true, rejectReason: null });
      expect(res.body.data?.reviewedAt).not.toBeNull();
      expect(await search()).toContain(product.id);

      const notes = await t.ctx.database.db
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
      const [owner] = await t.ctx.database.db
        .select()
        .from(users)
        .where(eq(users.id, product.shop.ownerUserId));
      const mails = await t.ctx.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, owner?.email ?? ''));
      expect(mails.map((m) => m.template)).toEqual(['admin.product_review.approved']);
      expect(mails[0]?.body).toContain(`/ban-hang/quan-ly-san-pham/cap-nhat/${product.id}`);
      expect(await auditRows(product.id)).toEqual([
        expect.objectContaining({
          action: 'product.approve',
          targetType: 'product',
          adminUserId: admin.userId,
        }),
      ]);
    });

    raceIt('takes exactly one of two concurrent decisions on a product', async () => {
      const product = await pendingProduct('Túi xách da mềm đồng thời', 6);
      const base = `/api/v1/admin/products/${product.id}`;
      const answers = await Promise.all([
        call(admin.headers, 'POST', `${base}/approve`),
        call(admin.headers, 'POST', `${base}/reject`, { reason: REASON }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body.error?.code).toBe('PRODUCT_REVIEW_NOT_PENDING');
      expect(await auditRows(product.id)).toHaveLength(1);
    });

    it('rejects with a reason: not listed, the seller reads why; a draft cannot be decided', async () => {
      const product = await pendingProduct('Son kem lì thử nghiệm', 30);
      const res = await call<ProductReviewDetail>(
        admin.headers,
        'POST',
        `/api/v1/admin/products/${product.id}/reject`,
        { reason: REASON },
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'rejected', rejectReason: REASON, listed: false });
      const notes = await t.ctx.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, product.shop.ownerUserId),
            eq(notifications.kind, 'product_review.rejected'),
          ),
        );
      expect(notes[0]?.params).toEqual({ product: 'Son kem lì thử nghiệm', reason: REASON });

      const draft = await insertDetailedProduct(t.ctx.database.db, {
        shopId: product.shop.id,
        categoryId,
        name: 'Bản nháp chưa gửi duyệt',
        status: 'draft',
        variants: [{ colour: 'Hồng', size: 'M', stock: 1 }],
      });
      const refused = await call(admin.headers, 'POST', `/api/v1/admin/products/${draft.id}/approve`);
      expect(refused.status).toBe(409);
      expect(refused.body.error?.code).toBe('PRODUCT_REVIEW_NOT_PENDING');
    });
  });

  describe('audit log', () => {
    it('lists decisions newest first, filtered by target type and action, for admins only', async () => {
      const shop = await pendingShop('Nhật Ký Shop', 1);
      const product = await pendingProduct('Áo khoác nhật ký kiểm tra', 2);
      await call(admin.headers, 'POST', `/api/v1/admin/shop-applications/${shop.id}/approve`);
      t.advance(1000);
      await call(admin.headers, 'POST', `/api/v1/admin/products/${product.id}/reject`, { reason: REASON });

      const all = await call<AuditLog>(admin.headers, 'GET', '/api/v1/admin/audit-log');
      expect(all.status).toBe(200);
      const entries = all.body.data?.data ?? [];
      expect(entries[0]).toMatchObject({
        action: 'product.reject',
        targetId: product.id,
        reason: REASON,
        admin: { id: admin.userId, name: 'Quản trị viên' },
      });
      expect(entries[1]).toMatchObject({ action: 'shop.approve', targetId: shop.id });
      const times = entries.map((e) => e.createdAt);
      expect([...times].sort().reverse()).toEqual(times);

      const shopsOnly = await call<AuditLog>(admin.headers, 'GET', '/api/v1/admin/audit-log?targetType=shop');
      expect(shopsOnly.body.data?.data.every((e) => e.targetType === 'shop')).toBe(true);
      expect(shopsOnly.body.data?.data.map((e) => e.targetId)).toContain(shop.id);
      const rejects = await call<AuditLog>(
        admin.headers,
        'GET',
        '/api/v1/admin/audit-log?action=product.reject',
      );
      expect(rejects.body.data?.data.every((e) => e.action === 'product.reject')).toBe(true);
      expect(rejects.body.data?.total).toBe(rejects.body.data?.data.length);
      const bad = await call(admin.headers, 'GET', '/api/v1/admin/audit-log?action=shop.delete');
      expect(bad.status).toBe(400);
    });
  });
});
