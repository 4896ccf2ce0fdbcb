import { randomUUID } from 'node:crypto';
import {
  buildDemoProducts,
  type DemoProducts,
  type ShopForProducts,
  type SubCategoryRef,
} from '@cho-dep/api/seed/build-demo-products';
import type { SeededRandom } from '@cho-dep/api/seed/seeded-random';
import type { ProductStatus } from '@cho-dep/core/catalog/catalog-states';
import { productSlug } from '@cho-dep/core/catalog/product-slug';

/**
 * One batch of benchmark products: the demo builder's products, variants, options and images,
 * adjusted for a large catalog:
 * - ids get a sequential first block, so `productSlug` (name + first 8 hex of the id) stays
 *   unique when a million products share a few thousand names;
 * - sold counts follow a long tail (most products sell little, a few sell tens of thousands),
 *   with ratings, likes and views derived from them;
 * - some products ship free, a few are not listed (draft, pending, hidden);
 * - picture keys are mapped onto pictures that exist, so no image is rendered.
 */
export type BenchBatch = DemoProducts;
type ProductRow = DemoProducts['products'][number] & { freeShipping?: boolean; likeCount?: number };

export interface BatchContext {
  random: SeededRandom;
  subBySlug: ReadonlyMap<string, SubCategoryRef>;
  now: Date;
  /** Image keys that have files, grouped by the picture's shape (the key's first word). */
  imageKeys: ReadonlyMap<string, readonly string[]>;
  /** Next value of the sequential id block (a 32-bit counter). */
  nextSerial: number;
}

/** Not listed: a few drafts, products waiting for review and products the seller hid. */
const UNLISTED: ReadonlyArray<readonly [ProductStatus, number]> = [
  ['draft', 0.01],
  ['pending', 0.01],
  ['hidden', 0.015],
];

function pickStatus(random: SeededRandom): ProductStatus {
  let u = random.next();
  for (const [status, p] of UNLISTED) {
    if (u < p) return status;
    u -= p;
  }
  return 'approved';
}

/** Pareto-like: 15% never sold, median ~25, p99 ~5,000, the very top ~250,000. */
function soldCount(random: SeededRandom): number {
  if (random.chance(0.15)) return 0;
  const u = random.next();
  return Math.min(250_000, Math.floor(20 * ((1 - u) ** -1.2 - 1)));
}

function mapImage(key: string, ctx: BatchContext): string {
  if (ctx.imageKeys.size === 0) return key;
  const shape = key.slice(key.lastIndexOf('/') + 1).split('-')[0] ?? '';
  const sameShape = ctx.imageKeys.get(shape);
  if (sameShape?.includes(key)) return key;
  const pool = sameShape ?? [...ctx.imageKeys.values()].flat();
  // Stable choice per key, so a colour keeps one picture across products.
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return pool[hash % pool.length] ?? key;
}

export function buildBatch(ctx: BatchContext, shops: readonly ShopForProducts[]): BenchBatch {
  const batch = buildDemoProducts(ctx.random, shops, ctx.subBySlug, ctx.now);
  const ids = new Map<string, string>();
  for (const product of batch.products as ProductRow[]) {
    const id = `${(ctx.nextSerial++ >>> 0).toString(16).padStart(8, '0')}${randomUUID().slice(8)}`;
    ids.set(product.id, id);
    product.id = id;
    product.slug = productSlug(product.name, id);
    const status = pickStatus(ctx.random);
    product.status = status;
    const sold = status === 'approved' || status === 'hidden' ? soldCount(ctx.random) : 0;
    product.soldCount = sold;
    product.ratingCount = Math.floor(sold * (0.05 + ctx.random.next() * 0.3));
    product.ratingAvg =
      product.ratingCount > 0 ? Math.round((5 - ctx.random.next() ** 2 * 1.6) * 10) / 10 : 0;
    product.viewCount = sold * ctx.random.int(8, 40) + ctx.random.int(0, 300);
    product.likeCount = Math.floor(sold * ctx.random.next() * 0.2);
    product.freeShipping = ctx.random.chance(0.35);
  }
  const idOf = (old: string) => ids.get(old) ?? old;
  for (const variant of batch.variants) {
    variant.productId = idOf(variant.productId);
    for (const value of variant.optionValues) if (value.image) value.image = mapImage(value.image, ctx);
  }
  for (const option of batch.options) {
    option.productId = idOf(option.productId);
    for (const value of option.values) if (value.image) value.image = mapImage(value.image, ctx);
  }
  for (const image of batch.images) {
    image.productId = idOf(image.productId);
    image.imageKey = mapImage(image.imageKey, ctx);
  }
  return batch;
}
