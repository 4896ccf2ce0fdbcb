import { randomUUID } from 'node:crypto';
import type { bannerProducts, banners } from '../banners/banners.tables';
import type { BannerArt } from '../products/catalog/illustrations/banner-svg';
import type { ShapeName } from '../products/catalog/illustrations/illustration-svg';
import type { promotionItems, promotions } from '../promotions/promotions.tables';
import type { shopPlacements } from '../storefront/placements.tables';
import { DEMO_BRANDS_OF_MONTH, DEMO_HOME_BANNERS, DEMO_SHOP_BANNER_SHOPS } from './demo-banners';
import type { DemoCatalogIndex, DemoProductFacts } from './demo-catalog-index';
import { PALETTES } from './demo-palettes';
import { DEMO_SUB_SPECS } from './demo-sub-specs';
import { roundToThousand, type SeededRandom } from './seeded-random';
import { vietnamDayStart } from './vietnam-day';

const DAY_MS = 86_400_000;
/** Flash-sale slots from today on, one per Vietnamese day, so a demo always has one running. */
const FLASH_SALE_DAYS = 60;
const FLASH_SALE_ITEMS = 12;
const FLASH_SALE_POOL = 36;

export interface BannerPicture {
  key: string;
  art: BannerArt;
}

export interface DemoMarketing {
  banners: Array<typeof banners.$inferInsert>;
  bannerProducts: Array<typeof bannerProducts.$inferInsert>;
  promotions: Array<typeof promotions.$inferInsert>;
  promotionItems: Array<typeof promotionItems.$inferInsert>;
  placements: Array<typeof shopPlacements.$inferInsert>;
  pictures: BannerPicture[];
}

const bannerKey = (name: string) => `catalog/banners/${name}`;
const ddmm = (date: Date) => {
  const local = new Date(date.getTime() + 7 * 3_600_000);
  return `${String(local.getUTCDate()).padStart(2, '0')}/${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The program price: 15–45% under what the buyer pays today, never over 80% off the original. */
function flashPrice(random: SeededRandom, row: DemoProductFacts['row']): number {
  const pays = row.salePrice ?? row.price;
  const floor = roundToThousand(row.price * 0.2 + 999);
  let price = roundToThousand(pays * (1 - random.int(15, 45) / 100));
  if (price >= pays) price = pays - 1000;
  return Math.max(floor, price);
}

/**
 * The storefront's marketing of the demo: the home carousel, shop-page banners, Brand of Month
 * placements for a year, and a platform flash sale per day for the next FLASH_SALE_DAYS days.
 */
export function buildDemoMarketing(
  random: SeededRandom,
  index: DemoCatalogIndex,
  context: {
    now: Date;
    topCategoryIds: ReadonlyMap<string, string>;
    topSlugOfSub: ReadonlyMap<string, string>;
    shapeOfSub: ReadonlyMap<string, ShapeName>;
  },
): DemoMarketing {
  const { now } = context;
  const out: DemoMarketing = {
    banners: [],
    bannerProducts: [],
    promotions: [],
    promotionItems: [],
    placements: [],
    pictures: [],
  };
  const today = vietnamDayStart(now);
  const shopBySlug = new Map(
    [...index.byShop.values()].flatMap((items) =>
      items[0] ? [[items[0].shop.spec.slug, items[0].shop]] : [],
    ),
  );
  const listed = index.products.filter((p) => p.listed);
  const bannerWindow = {
    startsAt: new Date(today.getTime() - 7 * DAY_MS),
    endsAt: new Date(today.getTime() + 365 * DAY_MS),
  };

  DEMO_HOME_BANNERS.forEach((spec, position) => {
    const id = randomUUID();
    const key = bannerKey(`home-${spec.slug}`);
    let link = '/';
    let products: DemoProductFacts[] = [];
    if ('category' in spec.target) {
      const top = spec.target.category;
      link = `/nganh-hang/${context.topCategoryIds.get(top) ?? ''}`;
      products = listed.filter((p) => context.topSlugOfSub.get(p.subSlug) === top);
    } else {
      const shop = shopBySlug.get(spec.target.shop);
      link = `/nguoi-ban/${shop?.id ?? ''}?position=BrandOfMonth`;
      products = listed.filter((p) => p.shop.id === shop?.id);
    }
    out.pictures.push({ key, art: spec.art });
    out.banners.push({
      id,
      shopId: null,
      title: spec.title,
      titles: spec.titles,
      type: 'home',
      imageKey: key,
      link,
      position,
      ...bannerWindow,
    });
    random.sample(products, 6).forEach((p, i) => {
      out.bannerProducts.push({ bannerId: id, productId: p.row.id, position: i });
    });
  });

  for (const slug of DEMO_SHOP_BANNER_SHOPS) {
    const shop = shopBySlug.get(slug);
    if (shop?.spec.status !== 'approved') continue;
    const key = bannerKey(`shop-${slug}`);
    const items = shop.spec.sells.slice(0, 3).flatMap((sub, i) => {
      const shape = context.shapeOfSub.get(sub);
      const palette = PALETTES[DEMO_SUB_SPECS[sub]?.palette ?? 'fabric'];
      const colour = palette[(i * 3 + 1) % palette.length];
      return shape && colour ? [{ shape, colour: colour.hex }] : [];
    });
    out.pictures.push({ key, art: { colour: shop.spec.colour, items } });
    out.banners.push({
      id: randomUUID(),
      shopId: shop.id,
      title: shop.spec.tagline,
      type: 'shop',
      imageKey: key,
      link: null,
      position: 0,
      ...bannerWindow,
    });
  }

  for (const [position, brand] of DEMO_BRANDS_OF_MONTH.entries()) {
    const shop = shopBySlug.get(brand.shop);
    if (shop?.spec.status !== 'approved') continue;
    out.placements.push({
      kind: 'brand_of_month',
      shopId: shop.id,
      headline: brand.headline,
      position,
      startsAt: today,
      endsAt: new Date(today.getTime() + 365 * DAY_MS),
    });
  }

  // The flash sale draws from a pool of well-stocked products, a different dozen each day.
  const pool = random.sample(
    listed.filter((p) => (p.row.stock ?? 0) >= 5 && p.imageKeys.length > 0),
    FLASH_SALE_POOL,
  );
  for (let day = 0; day < FLASH_SALE_DAYS; day++) {
    const startsAt = vietnamDayStart(today, day);
    const id = randomUUID();
    out.promotions.push({
      id,
      shopId: null,
      name: `Flash Sale ${ddmm(startsAt)}`,
      kind: 'flash_sale',
      startsAt,
      endsAt: vietnamDayStart(today, day + 1),
      createdAt: new Date(today.getTime() - DAY_MS),
    });
    random.sample(pool, FLASH_SALE_ITEMS).forEach((p, position) => {
      const stock = Math.max(5, Math.min(p.row.stock ?? 0, random.int(20, 120)));
      out.promotionItems.push({
        promotionId: id,
        productId: p.row.id,
        discountedPrice: flashPrice(random, p.row),
        stock,
        soldCount: Math.floor(stock * (0.1 + random.next() * 0.8)),
        perOrderLimit: 2,
        position,
      });
    });
  }
  return out;
}
