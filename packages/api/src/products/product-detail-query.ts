import type { ProductDetailView, SizeChartView } from '@cho-dep/core/catalog/product-detail';
import { recommendSize } from '@cho-dep/core/catalog/recommend-size';
import { SIZE_ATTRIBUTES } from '@cho-dep/core/catalog/size-chart';
import { priceRangeOf } from '@cho-dep/core/catalog/variant-choice';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { LANGUAGES, type Language } from '@cho-dep/core/locale/locales';
import { type OrderedLine, orderPageTags } from '@cho-dep/core/page-cache/page-cache-rules';
import type { Db } from '@cho-dep/db/client';
import type { KeyValueStore } from '@cho-dep/integrations/kv/key-value-store';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { priceVariants } from '../cart/cart-pricing';
import { viewerRelations } from '../follows/follow-service';
import { forgetPages } from '../page-cache/page-cache';
import { imageUrl, type UrlOf } from './catalog/catalog-media';
import { categories } from './catalog/categories.tables';
import { productImages, productOptions, products, productVariants } from './catalog/products.tables';
import { sizeCharts } from './catalog/size-charts.tables';
import { productPicture } from './product-pictures';
import { listProductReviews, reviewSummary } from './product-reviews-query';
import { listRelatedProducts } from './related-products';
import { findVisibleProduct } from './visible-product';

export interface Viewer {
  userId: string;
}

const NAME_COLUMN = { vi: categories.nameVi, en: categories.nameEn, ko: categories.nameKo } as const;

async function loadSizeChart(db: Db, sizeChartId: string | null): Promise<SizeChartView | null> {
  if (!sizeChartId) return null;
  const [chart] = await db.select().from(sizeCharts).where(eq(sizeCharts.id, sizeChartId)).limit(1);
  if (!chart || chart.rows.length === 0) return null;
  const used = new Set(chart.rows.flatMap((row) => row.values.map((v) => v.attributeId)));
  return {
    name: chart.name,
    type: chart.type,
    attributeIds: SIZE_ATTRIBUTES.map((a) => a.id).filter((id) => used.has(id)),
    rows: chart.rows,
  };
}

/** The category and its parents, top first, in the viewer's language. */
async function loadBreadcrumb(db: Db, categoryId: string, language: Language) {
  const trail: ProductDetailView['breadcrumb'] = [];
  let next: string | null = categoryId;
  // The tree is two levels deep; the bound only guards against a cycle in bad data.
  for (let depth = 0; next && depth < 4; depth++) {
    const [row]: { id: string; slug: string; name: string; parentId: string | null }[] = await db
      .select({
        id: categories.id,
        slug: categories.slug,
        name: NAME_COLUMN[language],
        parentId: categories.parentId,
      })
      .from(categories)
      .where(eq(categories.id, next))
      .limit(1);
    if (!row) break;
    trail.unshift({ id: row.id, slug: row.slug, name: row.name });
    next = row.parentId;
  }
  return trail;
}

async function loadMeasurements(db: Db, userId: string) {
  const [row] = await db
    .select({ bodyMeasurements: users.bodyMeasurements })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.bodyMeasurements ?? null;
}

/** Everything of the page that is the same for every viewer (the viewer fields are left empty). */
async function loadPublicDetail(
  db: Db,
  productId: string,
  options: { viewerUserId: string | null; language: Language; urlOf: UrlOf },
): Promise<ProductDetailView> {
  const { language, urlOf } = options;
  const { product, shop } = await findVisibleProduct(db, productId, options.viewerUserId);
  const [images, optionRows, variantRows, sizeChart, shopProducts, summary, reviews, related, breadcrumb] =
    await Promise.all([
      db
        .select({ imageKey: productImages.imageKey, variantOption: productImages.variantOption })
        .from(productImages)
        .where(eq(productImages.productId, product.id))
        .orderBy(asc(productImages.position), asc(productImages.id)),
      db
        .select({ name: productOptions.name, values: productOptions.values })
        .from(productOptions)
        .where(eq(productOptions.productId, product.id))
        .orderBy(asc(productOptions.position), asc(productOptions.name)),
      db
        .select({
          id: productVariants.id,
          optionValues: productVariants.optionValues,
          price: productVariants.price,
          salePrice: productVariants.salePrice,
          stock: productVariants.stock,
        })
        .from(productVariants)
        .where(and(eq(productVariants.productId, product.id), eq(productVariants.isActive, true)))
        .orderBy(asc(productVariants.position), asc(productVariants.id)),
      loadSizeChart(db, product.sizeChartId),
      db
        .select({ value: count() })
        .from(products)
        // `listed` as is, not `listed = $n`: a parameter hides from the planner that the
        // partial index products_listed_shop_idx (WHERE listed) applies to a generic plan.
        .where(and(eq(products.shopId, shop.id), sql`${products.listed}`)),
      reviewSummary(db, product.id),
      listProductReviews(db, product.id, { page: 1, pageSize: LIMITS.productPage.reviewsPreview }, urlOf),
      listRelatedProducts(db, product, urlOf),
      loadBreadcrumb(db, product.categoryId, language),
    ]);

  // A running promotion shows as the variant's sale price: the price the cart and the checkout
  // charge, from the same function (priceVariants, with the program's cap).
  const priced = await priceVariants(
    db,
    variantRows.map((v) => ({ variantId: v.id, quantity: 1 })),
    new Date(),
  );
  const promotionPrice = new Map(
    priced.flatMap((line) => (line.promotion ? [[line.variantId, line.unitPrice]] : [])),
  );
  const variants = variantRows.map((v) => ({
    id: v.id,
    optionValues: v.optionValues.map(({ name, value }) => ({ name, value })),
    price: Number(v.price),
    salePrice: promotionPrice.get(v.id) ?? (v.salePrice === null ? null : Number(v.salePrice)),
    stock: v.stock,
    soldOut: v.stock <= 0,
  }));
  const prices =
    variants.length > 0
      ? priceRangeOf(variants)
      : priceRangeOf([
          {
            price: Number(product.price),
            salePrice: product.salePrice === null ? null : Number(product.salePrice),
          },
        ]);

  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    categoryId: product.categoryId,
    ...prices,
    stock: variants.length > 0 ? variants.reduce((sum, v) => sum + Math.max(0, v.stock), 0) : product.stock,
    soldCount: product.soldCount,
    ratingAvg: Number(product.ratingAvg),
    ratingCount: product.ratingCount,
    viewCount: product.viewCount,
    likeCount: product.likeCount,
    freeShipping: product.freeShipping,
    isPreOrder: product.isPreOrder,
    listed: product.listed,
    images: images.map((image) => ({
      ...productPicture(urlOf, image.imageKey),
      optionValue: image.variantOption,
    })),
    options: optionRows.map((option) => ({
      name: option.name,
      values: option.values.map((v) => ({
        value: v.value,
        image: v.image ? productPicture(urlOf, v.image) : null,
      })),
    })),
    variants,
    attributes: product.attributes,
    logistics: {
      weightGrams: product.weightGrams,
      packageLengthCm: product.packageLengthCm,
      packageWidthCm: product.packageWidthCm,
      packageHeightCm: product.packageHeightCm,
      preparationDays: product.preparationDays,
    },
    returnTerms: {
      days: product.returnDays,
      conditions: product.returnConditions as ProductDetailView['returnTerms']['conditions'],
    },
    descriptionImages: product.descriptionImageKeys.map((key) => productPicture(urlOf, key)),
    videoUrl: product.videoKey ? urlOf(product.videoKey) : null,
    link: product.link,
    sizeChart,
    sizeDetails: product.sizeDetails,
    sizeRecommendation: null,
    shop: {
      id: shop.id,
      name: shop.name,
      logoUrl: imageUrl(urlOf, shop.logoKey, 200),
      country: shop.country,
      ratingAvg: Number(shop.ratingAvg),
      ratingCount: shop.ratingCount,
      followerCount: shop.followerCount,
      productCount: Number(shopProducts[0]?.value ?? 0),
      isFollowed: false,
      isPaused: shop.isPaused,
    },
    isFavourite: false,
    reviewSummary: summary,
    topReviews: reviews.items,
    related,
    breadcrumb,
  };
}

const productDetailCacheKey = (productId: string, language: Language) =>
  `product-detail:v1:${productId}:${language}`;

/**
 * Drops the cached product pages of these products in every language, for writes that change
 * what a buyer pays at once (a program that starts now, ends early or changes): the page then
 * shows the new price on the next visit instead of up to LIMITS.productPage.cacheSeconds later.
 */
export async function forgetProductPages(cache: KeyValueStore, productIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(productIds)];
  await Promise.all([
    forgetProductDetails(cache, ids),
    // Their rendered pages and every listing that shows them (decision 055).
    forgetPages(cache, [...ids.map((id) => `product:${id}`), 'catalog']),
  ]);
}

/**
 * After an order: the pages of the products it bought show their new stock and sold count at
 * once (their cached details go too, or the new page would be drawn from them); the rest of
 * what it drops is orderPageTags' choice (decision 055).
 */
export async function forgetOrderedPages(
  cache: KeyValueStore,
  lines: readonly OrderedLine[],
  usedVouchers: boolean,
): Promise<void> {
  await Promise.all([
    forgetProductDetails(
      cache,
      lines.map((line) => line.productId),
    ),
    forgetPages(cache, orderPageTags(lines, usedVouchers)),
  ]);
}

async function forgetProductDetails(cache: KeyValueStore, productIds: Iterable<string>): Promise<void> {
  const keys = [...new Set(productIds)].flatMap((id) =>
    LANGUAGES.map((language) => productDetailCacheKey(id, language)),
  );
  await Promise.all(keys.map((key) => cache.delete(key)));
}

/**
 * The product page's read model (ProductDetailView): the product with its pictures, choices,
 * size help, shop card, reviews summary, related products and breadcrumb, plus what depends on
 * the viewer (follows the shop, likes the product, the size their measurements suggest).
 * Throws NOT_FOUND for an unknown id or a product buyers cannot see.
 *
 * With `cache` (ctx.store), the viewer-independent part of a listed product is kept for
 * LIMITS.productPage.cacheSeconds: a busy product page then costs no query for a signed-out
 * visitor and two for a signed-in one. Stock, counts and reviews may lag that long; adding to
 * the cart always checks the real stock. An unlisted product (the owner's preview) is never
 * cached, so a cached entry is one every buyer may see.
 */
export async function loadProductDetail(
  db: Db,
  productId: string,
  options: { viewer: Viewer | null; language: Language; urlOf: UrlOf; cache?: KeyValueStore },
): Promise<ProductDetailView> {
  const { viewer, language, urlOf, cache } = options;
  const key = productDetailCacheKey(productId, language);
  const cached = cache ? await cache.get(key) : null;
  let view: ProductDetailView;
  if (cached) {
    view = JSON.parse(cached) as ProductDetailView;
  } else {
    view = await loadPublicDetail(db, productId, { viewerUserId: viewer?.userId ?? null, language, urlOf });
    if (cache && view.listed) await cache.set(key, JSON.stringify(view), LIMITS.productPage.cacheSeconds);
  }
  if (!viewer) return view;

  const [relations, measurements] = await Promise.all([
    viewerRelations(db, viewer.userId, { shopId: view.shop.id, productId: view.id }),
    loadMeasurements(db, viewer.userId),
  ]);
  return {
    ...view,
    shop: { ...view.shop, isFollowed: relations.isFollowed },
    isFavourite: relations.isFavourite,
    sizeRecommendation: recommendSize({
      measurements,
      chart: view.sizeChart?.rows ?? null,
      details: view.sizeDetails,
    }),
  };
}
