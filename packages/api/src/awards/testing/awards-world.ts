import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { apiCaller } from '../../testing/api-caller';
import { insertCartProduct, insertTestShop } from '../../testing/shop-fixtures';
import type { createTestApp } from '../../testing/test-app';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { insertVoucher } from '../../vouchers/voucher-test-fixtures';
import { awardCategories, awardEvents, awardNominees } from '../awards.tables';

const DAY_MS = 86_400_000;
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The awards tests' world: an edition (open around the app's clock unless told otherwise) with
 * a shop, a KOL and a product category, members with and without a verified phone.
 */
export function awardsWorld(app: () => TestApp) {
  const db = () => app().ctx.database.db;
  const call = <T>(headers: Record<string, string>, method: string, path: string, body?: unknown) =>
    apiCaller(app().api)<T>(headers, method, path, body);

  async function edition(values: Partial<typeof awardEvents.$inferInsert> = {}) {
    const now = app().ctx.now();
    const voucher = await insertVoucher(db(), now, {
      name: 'Bình chọn – Giảm 200K',
      value: 200_000,
      minOrderValue: 0,
      display: 'hidden',
      endsAt: new Date(now.getTime() + 60 * DAY_MS),
    });
    const slug = `awards-${randomUUID().slice(0, 8)}`;
    const [event] = await db()
      .insert(awardEvents)
      .values({
        slug,
        title: 'Chợ Đẹp Awards',
        year: now.getUTCFullYear(),
        opensAt: new Date(now.getTime() - 3 * DAY_MS),
        closesAt: new Date(now.getTime() + 30 * DAY_MS),
        startingVotes: 10,
        voucherId: voucher.id,
        ...values,
      })
      .returning();
    if (!event) throw new Error('event insert returned nothing');
    const category = async (title: string, nomineeKind: 'shop' | 'kol' | 'product', position: number) => {
      const [row] = await db()
        .insert(awardCategories)
        .values({ eventId: event.id, title, nomineeKind, position })
        .returning();
      if (!row) throw new Error('category insert returned nothing');
      return row;
    };
    const shopsCat = await category('Shop thời trang được yêu thích', 'shop', 0);
    const kolsCat = await category('KOL của năm', 'kol', 1);
    const productsCat = await category('Sản phẩm của năm', 'product', 2);
    const [shopA, shopB] = [
      await insertTestShop(db(), { name: 'Lụa Hà Đông' }),
      await insertTestShop(db(), { name: 'An Phước' }),
    ];
    const kol = await insertSignedInUser(app().ctx, { fullName: 'Linh Style' });
    const product = await insertCartProduct(db(), {
      shopName: 'Gốm Bát Tràng',
      variants: [{ colour: 'Trắng', size: 'M', stock: 5, price: 150_000 }],
    });
    const nominees = await db()
      .insert(awardNominees)
      .values([
        { eventId: event.id, categoryId: shopsCat.id, shopId: shopA.id, blurb: 'Lụa thật' },
        { eventId: event.id, categoryId: shopsCat.id, shopId: shopB.id },
        { eventId: event.id, categoryId: kolsCat.id, kolUserId: kol.userId },
        { eventId: event.id, categoryId: productsCat.id, productId: product.productId },
      ])
      .returning();
    return { event, voucher, nominees, slug, categories: { shopsCat, kolsCat, productsCat } };
  }

  /** A signed-in member; `phoneVerified` unless told otherwise. */
  async function member(phoneVerified = true) {
    const suffix = randomUUID().replace(/\D/g, '').slice(0, 8).padEnd(8, '0');
    return insertSignedInUser(app().ctx, { phone: `+8490${suffix}`, phoneVerified });
  }

  async function verifyPhone(userId: string) {
    await db().update(users).set({ phoneVerified: true }).where(eq(users.id, userId));
  }

  return { call, edition, member, verifyPhone };
}
