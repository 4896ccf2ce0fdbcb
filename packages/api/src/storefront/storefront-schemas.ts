import { SHOP_COUNTRIES } from '@cho-dep/core/catalog/catalog-states';
import { SEARCH_SORTS } from '@cho-dep/core/search/search-query';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import { z } from '@hono/zod-openapi';
import type { CategoryNodeView } from '../products/catalog/catalog-queries';
import { productCardSchema } from '../products/product-detail-schema';
import { SHOP_PRODUCT_SORTS } from './shop-product-sort';
import type {
  BannerView,
  BrandOfMonthView,
  CategoryPageView,
  CategoryRefView,
  CollectionSummaryView,
  CollectionView,
  FlashSaleView,
  HomeView,
  ProductPageView,
  ShopPageView,
  ShopProductsView,
  ShopSummaryView,
  TopSellerView,
} from './storefront-views';

/**
 * Response schemas of the storefront endpoints, for the OpenAPI document; each is typed
 * against the view it describes so the document cannot drift from the answers.
 */
const money = z.number().int().openapi({ description: 'Whole dong' });
const isoDate = z.string().openapi({ format: 'date-time' });
const names = z.object({ vi: z.string(), en: z.string(), ko: z.string() });

const shopSummaryShape = {
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  country: z.enum(SHOP_COUNTRIES),
  ratingAvg: z.number(),
  ratingCount: z.number().int(),
  followerCount: z.number().int(),
};
export const shopSummarySchema: z.ZodType<ShopSummaryView> = z
  .object(shopSummaryShape)
  .openapi('ShopSummary');

export const bannerSchema: z.ZodType<BannerView> = z
  .object({
    id: z.string(),
    title: z.string(),
    imageUrl: z.string(),
    imageSrcSet: z.string(),
    link: z.string().nullable(),
  })
  .openapi('Banner');

const flashSaleSchema: z.ZodType<FlashSaleView> = z
  .object({
    id: z.string(),
    name: z.string(),
    startsAt: isoDate,
    endsAt: isoDate,
    items: z.array(
      z.object({
        product: productCardSchema,
        programPrice: money,
        discountPercent: z.number().int(),
        stock: z.number().int(),
        soldCount: z.number().int(),
        stockLeft: z.number().int(),
      }),
    ),
  })
  .openapi('FlashSale');

const brandOfMonthSchema: z.ZodType<BrandOfMonthView> = z
  .object({
    shop: z.object({ ...shopSummaryShape, coverUrl: z.string().nullable() }),
    headline: z.string().nullable(),
    products: z.array(productCardSchema),
  })
  .openapi('BrandOfMonth');

export const topSellerSchema: z.ZodType<TopSellerView> = z
  .object({
    rank: z.number().int(),
    shop: shopSummarySchema,
    totalSold: z.number().int(),
    productCount: z.number().int(),
    products: z.array(productCardSchema),
  })
  .openapi('TopSeller');

export const homeSchema: z.ZodType<HomeView> = z
  .object({
    now: isoDate.openapi({ description: 'Server time; countdowns start from it' }),
    banners: z.array(bannerSchema),
    flashSale: flashSaleSchema.nullable(),
    brandsOfMonth: z.array(brandOfMonthSchema),
    topSellers: z.array(topSellerSchema),
    recommended: z.array(productCardSchema),
  })
  .openapi('Home');

export const collectionSummarySchema: z.ZodType<CollectionSummaryView> = z
  .object({
    id: z.string(),
    title: z.string(),
    coverUrl: z.string().nullable(),
    productCount: z.number().int(),
  })
  .openapi('CollectionSummary');

export const shopPageSchema: z.ZodType<ShopPageView> = z
  .object({
    shop: z.object({
      ...shopSummaryShape,
      coverUrl: z.string().nullable(),
      coverSrcSet: z.string().nullable(),
      description: z.string().nullable(),
      productCount: z.number().int(),
      joinedAt: isoDate,
      isFollowed: z.boolean(),
      isPaused: z.boolean(),
    }),
    banners: z.array(bannerSchema),
    collections: z.array(collectionSummarySchema),
  })
  .openapi('ShopPage');

const productPageShape = {
  items: z.array(productCardSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
};
const productPageSchema: z.ZodType<ProductPageView> = z.object(productPageShape);

export const shopProductsSchema: z.ZodType<ShopProductsView> = z
  .object({ ...productPageShape, sort: z.enum(SHOP_PRODUCT_SORTS) })
  .openapi('ShopProducts');

export const collectionSchema: z.ZodType<CollectionView> = z
  .object({
    id: z.string(),
    title: z.string(),
    coverUrl: z.string().nullable(),
    shop: shopSummarySchema,
    products: productPageSchema,
  })
  .openapi('Collection');

const categoryRefSchema: z.ZodType<CategoryRefView> = z.object({
  id: z.string(),
  slug: z.string(),
  name: names,
  imageUrl: z.string().nullable(),
});

const searchResultSchema: z.ZodType<SearchResultView> = z.object({
  items: z.array(productCardSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  sort: z.enum(SEARCH_SORTS),
  correctedQuery: z.string().nullable(),
  facets: z.object({
    brands: z.array(z.object({ value: z.string(), count: z.number().int() })),
    categories: z.array(z.object({ id: z.string(), name: names, count: z.number().int() })),
  }),
});

export const categoryPageSchema: z.ZodType<CategoryPageView & { products: SearchResultView }> = z
  .object({
    category: categoryRefSchema,
    parent: categoryRefSchema.nullable(),
    children: z.array(categoryRefSchema),
    products: searchResultSchema,
  })
  .openapi('CategoryPage');

/** The tree has two levels (a recursive schema would not fit the OpenAPI generator). */
const categoryLeafSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: names,
  imageUrl: z.string().nullable(),
  children: z
    .array(z.string())
    .max(0)
    .openapi({ description: 'Always empty: sub-categories have no children' }),
});

export const categoryTreeSchema = z
  .array(categoryLeafSchema.extend({ children: z.array(categoryLeafSchema) }))
  .openapi('CategoryTree');

/** The tree as the schema states it: sub-categories with an empty children list. */
export function twoLevelTree(tree: CategoryNodeView[]) {
  return tree.map((top) => ({
    ...top,
    children: top.children.map((child) => ({ ...child, children: [] as string[] })),
  }));
}
