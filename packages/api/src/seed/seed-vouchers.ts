import { randomUUID } from 'node:crypto';
import type { Tx } from '@cho-dep/db/client';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { products } from '../products/catalog/products.tables';
import { promotionItems, promotions } from '../promotions/promotions.tables';
import { shops } from '../shops/shops.tables';
import { voucherSaves, vouchers } from '../vouchers/vouchers.tables';
import { platformVouchers, type VoucherInsert } from './demo-platform-vouchers';
import { roundToThousand } from './seeded-random';
import { vietnamDayStart } from './vietnam-day';

const DAY_MS = 86_400_000;

/** The vouchers buyer@demo.vn holds in "my vouchers" (one of them hidden, saved by its code; one ended). */
const BUYER_SAVES = [
  'CHODEP100',
  'CDSALE10',
  'FREESHIP',
  'FLASH20',
  'VIPCHODEP',
  'MKF50K',
  'SGB15K',
  'HETHAN30',
];

interface ShopFacts {
  id: string;
  products: Array<{ id: string; price: number; pays: number; stock: number }>;
}

/** Shop vouchers: fixed and percent, one by price range, one for some products, one with every code taken. */
function shopVouchers(today: Date, shopBySlug: ReadonlyMap<string, ShopFacts>): VoucherInsert[] {
  const day = (n: number) => new Date(today.getTime() + n * DAY_MS);
  const out: VoucherInsert[] = [];
  const shop = (slug: string) => shopBySlug.get(slug);
  const add = (slug: string, values: Omit<VoucherInsert, 'kind' | 'shopId'>) => {
    const found = shop(slug);
    if (found) out.push({ kind: 'shop', shopId: found.id, ...values });
  };
  add('minh-khoa-fashion', {
    name: 'Giảm 50K đơn từ 399K',
    code: 'MKF50K',
    discountType: 'price',
    value: 50_000,
    minOrderValue: 399_000,
    usageLimit: 300,
    usedCount: 118,
    budgetUsed: 5_900_000,
    savedCount: 254,
    startsAt: day(-6),
    endsAt: day(24),
  });
  add('minh-khoa-fashion', {
    name: 'Giảm 10% tối đa 40K',
    code: 'MKF10',
    discountType: 'percent',
    value: 10,
    maxDiscount: 40_000,
    minOrderValue: 199_000,
    usageLimit: 500,
    usedCount: 96,
    budgetUsed: 3_500_000,
    savedCount: 187,
    startsAt: day(-2),
    endsAt: day(12),
  });
  add('sai-gon-basic', {
    name: 'Giảm 15K đơn từ 99K',
    code: 'SGB15K',
    discountType: 'price',
    value: 15_000,
    minOrderValue: 99_000,
    usageLimit: 1_000,
    usedCount: 640,
    budgetUsed: 9_600_000,
    savedCount: 912,
    startsAt: day(-12),
    endsAt: day(18),
  });
  add('sai-gon-basic', {
    name: 'Mua nhiều giảm nhiều',
    code: 'SGBNHIEU',
    discountType: 'price',
    value: 20_000,
    ranges: [
      { from: 200_000, to: 400_000, value: 20_000 },
      { from: 400_000, to: 800_000, value: 50_000 },
      { from: 800_000, to: null, value: 100_000 },
    ],
    minOrderValue: 200_000,
    budget: 30_000_000,
    budgetUsed: 11_250_000,
    savedCount: 433,
    startsAt: day(-4),
    endsAt: day(26),
  });
  add('ha-noi-vintage', {
    name: 'Giảm 8% tối đa 30K',
    code: 'HNV8',
    discountType: 'percent',
    value: 8,
    maxDiscount: 30_000,
    minOrderValue: 0,
    usageLimit: 400,
    usedCount: 51,
    budgetUsed: 1_200_000,
    savedCount: 140,
    startsAt: day(-1),
    endsAt: day(14),
  });
  const glow = shop('seoul-glow-lab');
  if (glow && glow.products.length > 0) {
    add('seoul-glow-lab', {
      name: 'Giảm 20K cho bộ dưỡng da',
      code: 'SGL20K',
      discountType: 'price',
      value: 20_000,
      minOrderValue: 150_000,
      productIds: glow.products.slice(0, 3).map((p) => p.id),
      usageLimit: 600,
      usedCount: 275,
      budgetUsed: 5_500_000,
      savedCount: 398,
      startsAt: day(-8),
      endsAt: day(22),
    });
  }
  add('lua-hoi-an', {
    name: 'Giảm 100K đơn từ 900K',
    code: 'LHA100K',
    discountType: 'price',
    value: 100_000,
    minOrderValue: 900_000,
    saveLimit: 100,
    savedCount: 100,
    usageLimit: 100,
    usedCount: 43,
    budgetUsed: 4_300_000,
    startsAt: day(-5),
    endsAt: day(10),
  });
  add('busan-denim-co', {
    name: 'Giảm 5% tối đa 25K',
    code: 'BDC5',
    discountType: 'percent',
    value: 5,
    maxDiscount: 25_000,
    minOrderValue: 250_000,
    savedCount: 76,
    startsAt: day(2),
    endsAt: day(16),
  });
  return out;
}

/**
 * Shops' own promotion programs for /uu-dai beside the platform's daily flash sale: two
 * running (one by product, one by variant prices collapsed to products), one upcoming.
 * Program prices 10–30% under what buyers pay, in thousands, never over 80% off.
 */
function shopPrograms(today: Date, shopBySlug: ReadonlyMap<string, ShopFacts>) {
  const day = (n: number) => new Date(today.getTime() + n * DAY_MS);
  const programs: Array<typeof promotions.$inferInsert> = [];
  const items: Array<typeof promotionItems.$inferInsert> = [];
  const plan = [
    { slug: 'busan-denim-co', name: 'Tuần lễ denim – giảm đến 30%', starts: -2, ends: 5, off: [15, 30] },
    { slug: 'lua-hoi-an', name: 'Lụa Hội An – ưu đãi cuối tuần', starts: -1, ends: 3, off: [10, 20] },
    { slug: 'seoul-glow-lab', name: 'Seoul Glow Lab – tuần lễ chăm da', starts: 2, ends: 9, off: [12, 25] },
  ] as const;
  for (const [index, spec] of plan.entries()) {
    const shop = shopBySlug.get(spec.slug);
    const stocked = shop?.products.filter((p) => p.stock >= 3).slice(0, 8) ?? [];
    if (!shop || stocked.length === 0) continue;
    const id = randomUUID();
    const before = items.length;
    let position = 0;
    for (const p of stocked) {
      const [low, high] = spec.off;
      // A steady spread of discounts without a random source: the position picks the step.
      const percent = low + ((position * 7 + index * 3) % (high - low + 1));
      let price = roundToThousand(p.pays * (1 - percent / 100));
      if (price >= p.pays) price = p.pays - 1000;
      price = Math.max(price, roundToThousand(p.price * 0.2 + 999));
      // A product already sold near the 80% floor has no room for a program price.
      if (price >= p.pays) continue;
      const stock = Math.min(p.stock, 30);
      items.push({
        promotionId: id,
        productId: p.id,
        discountedPrice: price,
        stock,
        soldCount: spec.starts < 0 ? Math.floor(stock * ((position % 4) + 1) * 0.15) : 0,
        perOrderLimit: 3,
        position,
      });
      position++;
    }
    if (items.length === before) continue;
    programs.push({
      id,
      shopId: shop.id,
      name: spec.name,
      kind: 'product',
      startsAt: day(spec.starts),
      endsAt: day(spec.ends),
      createdAt: day(spec.starts - 3),
    });
  }
  return { programs, items };
}

/**
 * The demo's vouchers and shop promotion programs, and the demo buyer's saved vouchers. Runs
 * inside the demo seed's transaction after the products, so it happens once per
 * database with the rest of the demo.
 */
export async function seedDemoVouchers(tx: Tx, now: Date): Promise<{ vouchers: number; programs: number }> {
  const today = vietnamDayStart(now);
  const shopRows = await tx
    .select({ id: shops.id, slug: shops.slug })
    .from(shops)
    .where(eq(shops.status, 'approved'));
  const productRows = await tx
    .select({
      id: products.id,
      shopId: products.shopId,
      price: products.price,
      pays: products.effectivePrice,
      stock: products.stock,
    })
    .from(products)
    .where(
      and(
        eq(products.listed, true),
        gt(products.stock, 0),
        inArray(
          products.shopId,
          shopRows.map((s) => s.id),
        ),
      ),
    )
    .orderBy(desc(products.soldCount), asc(products.id));
  const shopBySlug = new Map<string, ShopFacts>(
    shopRows.map((s) => [
      s.slug,
      {
        id: s.id,
        products: productRows
          .filter((p) => p.shopId === s.id)
          .map((p) => ({ id: p.id, price: Number(p.price), pays: Number(p.pays), stock: p.stock })),
      },
    ]),
  );

  const rows = [...platformVouchers(today), ...shopVouchers(today, shopBySlug)];
  const inserted = await tx.insert(vouchers).values(rows).returning({ id: vouchers.id, code: vouchers.code });
  const [buyer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = 'buyer@demo.vn'`);
  if (buyer) {
    const saves = inserted.filter((v) => BUYER_SAVES.includes(v.code));
    if (saves.length > 0) {
      await tx.insert(voucherSaves).values(
        saves.map((v, i) => ({
          userId: buyer.id,
          voucherId: v.id,
          savedAt: new Date(now.getTime() - (i + 1) * 3 * 3_600_000),
        })),
      );
    }
  }

  const { programs, items } = shopPrograms(today, shopBySlug);
  if (programs.length > 0) await tx.insert(promotions).values(programs);
  if (items.length > 0) await tx.insert(promotionItems).values(items);
  return { vouchers: inserted.length, programs: programs.length };
}
