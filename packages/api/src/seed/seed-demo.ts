import { randomUUID } from 'node:crypto';
import type { ProductStatus } from '@cho-dep/core/catalog/catalog-states';
import { taxCodeCheckDigit } from '@cho-dep/core/shops/tax-code';
import type { Db, Tx } from '@cho-dep/db/client';
import { appMeta } from '@cho-dep/db/schema/app-meta.tables';
import { eq, inArray, sql } from 'drizzle-orm';
import { createUserForSeed } from '../accounts/seed-users';
import { users } from '../accounts/users.tables';
import type { AppContext } from '../app/app-context';
import {
  renderBanner,
  renderProductImage,
  renderShopCover,
  renderShopLogo,
  runLimited,
} from '../products/catalog/catalog-images';
import { categories } from '../products/catalog/categories.tables';
import { CATEGORY_TREE } from '../products/catalog/category-tree';
import {
  productImages,
  productOptions,
  products,
  productVariants,
} from '../products/catalog/products.tables';
import { syncCategories } from '../products/catalog/sync-categories';
import { refreshSearchVocabulary } from '../search/search-vocabulary';
import { shops } from '../shops/shops.tables';
import { buildDemoProducts, type ShopForProducts, type SubCategoryRef } from './build-demo-products';
import { buildDemoStorefront, type CategoryFacts } from './build-demo-storefront';
import { DEMO_SHOPS, type DemoShop, shopDescription } from './demo-shops';
import { insertChunked } from './insert-chunked';
import {
  insertDemoStorefrontAfterProducts,
  insertDemoStorefrontBeforeProducts,
} from './insert-demo-storefront';
import { DEMO_PASSWORD, seedDemoAccounts } from './seed-demo-accounts';
import { demoBlogPictureTasks, seedDemoBlog } from './seed-demo-blog';
import { seedDemoBlooks } from './seed-demo-blooks';
import { seedDemoChats } from './seed-demo-chats';
import { seedDemoNotifications } from './seed-demo-notifications';
import { seedDemoOrders } from './seed-demo-orders';
import { demoPostPictureTasks, seedDemoPosts } from './seed-demo-posts';
import { seedDemoReports } from './seed-demo-reports';
import { seedDemoShopFeedback } from './seed-demo-shop-feedback';
import { seedDemoWalls } from './seed-demo-walls';
import { seedDemoVouchers } from './seed-vouchers';
import { seededRandom } from './seeded-random';

const META_KEY = 'demo_seed';
/** Same seed, same catalog: names, prices, stock and ratings do not change between runs. */
const RANDOM_SEED = 20_260_101;
/** The storefront extras (reviews, banners, flash sale...) draw from their own sequence, so adding one never reshuffles the catalog. */
const STOREFRONT_SEED = 20_260_102;
/** The past orders draw from their own sequence too (seed-demo-orders.ts). */
const ORDERS_SEED = 20_260_103;
/** Shop feedback by the buyers of those orders (seed-demo-shop-feedback.ts). */
const SHOP_FEEDBACK_SEED = 20_260_104;
/** The demo blooks (lookbooks) draw from their own sequence too (seed-demo-blooks.ts). */
const BLOOKS_SEED = 20_260_105;
/** Member walls and follows (seed-demo-walls.ts). */
const WALLS_SEED = 20_260_111;
/** The demo community posts, their likes and replies (seed-demo-posts.ts). */
const POSTS_SEED = 20_260_106;
/** Open reports on a few demo posts, replies and a blook for the moderation desk (seed-demo-reports.ts). */
const REPORTS_SEED = 20_260_107;
const DAY_MS = 86_400_000;

export interface SeedDemoOptions {
  /** How many products to create across the approved shops (tests use a few dozen). */
  products?: number;
}

export interface SeedDemoResult {
  seeded: boolean;
  shops: number;
  products: number;
  ms: number;
}

/** The seller demo shop shows every product state for the seller screens. */
const SELLER_LEADING: readonly ProductStatus[] = [
  'draft',
  'pending',
  'rejected',
  'hidden',
  'pending',
  'draft',
];

async function alreadySeeded(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, META_KEY));
  return row !== undefined;
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

const ownerEmail = (index: number) => `seller${index}@demo.vn`;
const logoKey = (shop: DemoShop) => `catalog/shops/${shop.slug}-logo`;
const coverKey = (shop: DemoShop) => `catalog/shops/${shop.slug}-cover`;

/** How many products each shop gets (summing to `total`): the demo seller's shop a little more, the rest evenly. */
function productCounts(total: number): Map<string, number> {
  const counts = new Map<string, number>();
  // A pending shop has two products waiting with it, for the admin's review screens.
  for (const shop of DEMO_SHOPS) if (shop.status === 'pending') counts.set(shop.slug, 2);
  const seller = Math.max(SELLER_LEADING.length + 2, Math.round(total * 0.06));
  counts.set(DEMO_SHOPS.find((s) => s.owner === 'seller@demo.vn')?.slug ?? '', seller);
  const others = DEMO_SHOPS.filter((s) => s.status === 'approved' && s.owner !== 'seller@demo.vn');
  const rest = Math.max(0, total - [...counts.values()].reduce((a, b) => a + b, 0));
  others.forEach((shop, i) => {
    counts.set(shop.slug, Math.floor(rest / others.length) + (i < rest % others.length ? 1 : 0));
  });
  return counts;
}

/**
 * Fills an empty marketplace with demo shops, products and their pictures, and what the
 * storefront shows around them (reviews by demo buyers, size charts, collections, banners,
 * Brand of Month, a daily flash sale, searches and views), once per database:
 * guarded by the app_meta key `demo_seed`, inside one transaction under an advisory lock so two
 * processes starting together never seed twice. Returns whether this call did the seeding.
 */
export async function seedDemoDataOnce(
  ctx: AppContext,
  options: SeedDemoOptions = {},
): Promise<SeedDemoResult> {
  const started = performance.now();
  const { db } = ctx.database;
  const result = (seeded: boolean, shopCount = 0, productCount = 0): SeedDemoResult => ({
    seeded,
    shops: shopCount,
    products: productCount,
    ms: Math.round(performance.now() - started),
  });
  if (await alreadySeeded(db)) return result(false);

  await syncCategories(ctx);
  await seedDemoAccounts(ctx);
  const now = ctx.now();
  const random = seededRandom(RANDOM_SEED);
  const total = options.products ?? 520;

  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const categoryIds = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const subBySlug = new Map<string, SubCategoryRef>();
  const categoryFacts: CategoryFacts[] = [];
  let subIndex = 0;
  for (const top of CATEGORY_TREE) {
    const topId = categoryIds.get(top.slug);
    if (topId) categoryFacts.push({ id: topId, slug: top.slug, shape: top.shape, topSlug: top.slug });
    for (const node of top.children) {
      const id = categoryIds.get(node.slug);
      if (id) {
        subBySlug.set(node.slug, { id, shape: node.shape, index: subIndex });
        categoryFacts.push({ id, slug: node.slug, shape: node.shape, topSlug: top.slug });
      }
      subIndex++;
    }
  }

  const counts = productCounts(total);
  const shopPlans: ShopForProducts[] = DEMO_SHOPS.map((spec) => ({
    id: randomUUID(),
    spec,
    count: counts.get(spec.slug) ?? 0,
    leadingStatuses:
      spec.owner === 'seller@demo.vn'
        ? SELLER_LEADING
        : spec.status === 'pending'
          ? ['pending', 'pending']
          : [],
  }));
  const plan = buildDemoProducts(random, shopPlans, subBySlug, now);
  const storefront = buildDemoStorefront(seededRandom(STOREFRONT_SEED), plan, shopPlans, categoryFacts, now);

  // Pictures before the transaction: files cannot roll back, and rewriting one gives the same bytes.
  await runLimited(
    [
      ...plan.pictures.map((p) => () => renderProductImage(ctx.storage, p.key, p.shape, p.colour)),
      ...DEMO_SHOPS.flatMap((shop) => [
        () => renderShopLogo(ctx.storage, logoKey(shop), initials(shop.name), shop.colour),
        () => renderShopCover(ctx.storage, coverKey(shop), shop.colour),
      ]),
      ...storefront.marketing.pictures.map((b) => () => renderBanner(ctx.storage, b.key, b.art)),
      ...demoBlogPictureTasks(ctx.storage),
      ...demoPostPictureTasks(ctx.storage),
    ],
    2,
  );

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727277)`);
    if (await alreadySeeded(tx)) return false;
    const txDb = tx as unknown as Db;

    const [demoSeller] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = 'seller@demo.vn'`);
    if (!demoSeller) throw new Error('the demo seller account is missing');
    const topIds = new Map(
      (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [
        c.slug,
        c.id,
      ]),
    );

    const existingOwners = new Set(
      (
        await tx
          .select({ email: users.email })
          .from(users)
          .where(
            inArray(
              users.email,
              DEMO_SHOPS.map((_, i) => ownerEmail(i)),
            ),
          )
      ).map((u) => u.email),
    );
    const shopRows: Array<typeof shops.$inferInsert> = [];
    for (const [index, shopPlan] of shopPlans.entries()) {
      const { spec } = shopPlan;
      let ownerUserId = demoSeller.id;
      if (spec.owner !== 'seller@demo.vn') {
        const email = ownerEmail(index);
        if (existingOwners.has(email)) throw new Error(`${email} exists but the demo seed has not run`);
        ownerUserId = (
          await createUserForSeed(txDb, {
            email,
            fullName: spec.owner.fullName,
            password: DEMO_PASSWORD,
            roles: spec.status === 'approved' ? ['buyer', 'seller'] : ['buyer'],
          })
        ).id;
      }
      const ratings = storefront.shopRatings.get(shopPlan.id) ?? { avg: 0, count: 0 };
      const createdAt = new Date(now.getTime() - (200 + index * 7) * DAY_MS);
      shopRows.push({
        id: shopPlan.id,
        ownerUserId,
        name: spec.name,
        slug: spec.slug,
        country: spec.country,
        status: spec.status,
        mainCategoryId: topIds.get(spec.main) ?? null,
        isBusiness: spec.enterprise,
        businessType: spec.enterprise ? 'enterprise' : 'personal',
        taxCode: spec.country === 'VN' ? demoTaxCode(index) : null,
        description: shopDescription(spec),
        logoKey: logoKey(spec),
        coverKey: coverKey(spec),
        ...('provinceCode' in spec.address
          ? spec.address
          : { provinceCode: null, wardCode: null, street: spec.address.street }),
        ratingAvg: ratings.avg,
        ratingCount: ratings.count,
        followerCount: spec.status === 'approved' ? random.int(120, 48_000) : 0,
        rejectReason:
          spec.status === 'rejected'
            ? 'Giấy tờ kinh doanh chưa hợp lệ. Vui lòng liên hệ bộ phận hỗ trợ.'
            : null,
        createdAt,
        updatedAt: createdAt,
        approvedAt: spec.status === 'approved' ? new Date(createdAt.getTime() + 2 * DAY_MS) : null,
      });
    }
    await tx.insert(shops).values(shopRows);
    await insertDemoStorefrontBeforeProducts(tx, storefront);
    await insertChunked(plan.products, (chunk) => tx.insert(products).values(chunk));
    await insertChunked(plan.variants, (chunk) => tx.insert(productVariants).values(chunk));
    await insertChunked(plan.options, (chunk) => tx.insert(productOptions).values(chunk));
    await insertChunked(plan.images, (chunk) => tx.insert(productImages).values(chunk));
    await insertDemoStorefrontAfterProducts(tx, storefront);
    await seedDemoVouchers(tx, now);
    await seedDemoOrders(tx, seededRandom(ORDERS_SEED), now);
    await seedDemoShopFeedback(tx, seededRandom(SHOP_FEEDBACK_SEED), now);
    await seedDemoBlog(tx, now);
    await seedDemoBlooks(tx, seededRandom(BLOOKS_SEED), now);
    await seedDemoPosts(tx, seededRandom(POSTS_SEED), now);
    await seedDemoWalls(tx, seededRandom(WALLS_SEED), now);
    await seedDemoReports(tx, seededRandom(REPORTS_SEED), now);
    await seedDemoNotifications(tx, now);
    await seedDemoChats(tx, now);
    await tx.insert(appMeta).values({
      key: META_KEY,
      value: { seededAt: now.toISOString(), shops: shopRows.length, products: plan.products.length },
    });
    return true;
  });

  if (!seeded) return result(false);
  // Typo correction and suggestions read the words of listed products: give them the new catalog now.
  await refreshSearchVocabulary(ctx);
  ctx.logger.info({ shops: shopPlans.length, products: plan.products.length }, 'demo data seeded');
  return result(true, shopPlans.length, plan.products.length);
}

/** A made-up enterprise tax code with a correct check digit (03: Hồ Chí Minh City's range). */
function demoTaxCode(index: number): string {
  for (let n = index * 7919; ; n += 1) {
    const body = `03${String(1_000_000 + n).slice(-7)}`;
    const check = taxCodeCheckDigit(body);
    if (check !== null) return `${body}${check}`;
  }
}
