import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { products } from '../products/catalog/products.tables';
import { shopRegistrations } from '../shops/shop-registrations.tables';
import { insertTestCategory } from '../testing/catalog-fixtures';
import { insertDetailedProduct } from '../testing/product-fixtures';
import { createRaceTestApp } from '../testing/race-tests';
import { insertTestShop } from '../testing/shop-fixtures';
import { insertSignedInUser } from '../testing/user-fixtures';
import { adminAuditLog } from './admin-audit.tables';

interface Answer<T> {
  data?: T;
  error?: { code: string; fields: { path: string; message: string }[] };
}
type Headers = Record<string, string>;

export const HOUR_MS = 3_600_000;
export const REASON = 'Ảnh CCCD mặt sau bị mờ, vui lòng chụp lại rõ nét.';

/**
 * The admin review tests' world: an app on the race-test database, a signed-in admin and
 * buyer, a category, and pending shops and products sent some hours ago. Call setUp in
 * beforeAll and tearDown in afterAll.
 */
export function adminReviewWorld() {
  const world = {
    t: undefined as unknown as Awaited<ReturnType<typeof createRaceTestApp>>,
    admin: undefined as unknown as { headers: Headers; userId: string },
    buyer: undefined as unknown as { headers: Headers; userId: string },
    categoryId: '',
  };

  const call = async <T>(headers: Headers, method: string, path: string, body?: unknown) => {
    const res = await world.t.api.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T> };
  };

  /** A shop application sent `hoursAgo` hours ago, with its registration documents. */
  async function pendingShop(name: string, hoursAgo: number) {
    const shop = await insertTestShop(world.t.ctx.database.db, { name, status: 'pending' });
    const db = world.t.ctx.database.db;
    // The owner is not a seller until the shop is approved.
    await db
      .update(users)
      .set({ roles: ['buyer'], emailVerified: false })
      .where(eq(users.id, shop.ownerUserId));
    const submittedAt = new Date(world.t.ctx.now().getTime() - hoursAgo * HOUR_MS);
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
    const shop = await insertTestShop(world.t.ctx.database.db, { name: `Shop ${randomUUID().slice(0, 6)}` });
    const product = await insertDetailedProduct(world.t.ctx.database.db, {
      shopId: shop.id,
      categoryId: world.categoryId,
      name,
      status: 'pending',
      variants: [
        { colour: 'Đen', size: 'M', stock: 5, price: 200_000, salePrice: 180_000 },
        { colour: 'Trắng', size: 'L', stock: 3, price: 250_000 },
      ],
    });
    const submittedAt = new Date(world.t.ctx.now().getTime() - hoursAgo * HOUR_MS);
    await world.t.ctx.database.db.update(products).set({ submittedAt }).where(eq(products.id, product.id));
    return { id: product.id, shop, submittedAt };
  }

  async function auditRows(targetId: string) {
    return world.t.ctx.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));
  }

  async function setUp() {
    world.t = await createRaceTestApp();
    world.admin = await insertSignedInUser(world.t.ctx, {
      fullName: 'Quản trị viên',
      roles: ['buyer', 'admin'],
    });
    world.buyer = await insertSignedInUser(world.t.ctx);
    world.categoryId = (await insertTestCategory(world.t.ctx.database.db)).id;
  }
  const tearDown = async () => world.t?.close();

  return { world, setUp, tearDown, call, pendingShop, pendingProduct, auditRows };
}
