import type { ProductCardView } from '@cho-dep/core/catalog/product-card';
import type { ShopProductSort } from './shop-product-sort';

/**
 * What the storefront pages read (home, seller page, collections, categories, top sellers),
 * as the API answers it and the web loaders receive it. Dates are ISO strings; money whole dong.
 */

export interface ShopSummaryView {
  id: string;
  name: string;
  logoUrl: string | null;
  country: 'VN' | 'KO';
  ratingAvg: number;
  ratingCount: number;
  followerCount: number;
}

export interface BannerView {
  id: string;
  /** Written over the picture by the page (pictures carry no words). */
  title: string;
  /** 1200 px wide, 3:1; `imageSrcSet` adds the 600 px file. */
  imageUrl: string;
  imageSrcSet: string;
  /** A path of the store, or null for a banner that only shows. */
  link: string | null;
}

export interface FlashSaleItemView {
  product: ProductCardView;
  /** The program price, below what the product costs outside the sale. */
  programPrice: number;
  /** Whole percent under the product's original price. */
  discountPercent: number;
  stock: number;
  soldCount: number;
  stockLeft: number;
}

export interface FlashSaleView {
  id: string;
  name: string;
  startsAt: string;
  endsAt: string;
  items: FlashSaleItemView[];
}

export interface BrandOfMonthView {
  shop: ShopSummaryView & { coverUrl: string | null };
  headline: string | null;
  products: ProductCardView[];
}

export interface TopSellerView {
  /** 1 for the best seller. */
  rank: number;
  shop: ShopSummaryView;
  /** Units sold across the shop's listed products. */
  totalSold: number;
  productCount: number;
  products: ProductCardView[];
}

export interface HomeView {
  /** The server's clock when answering: countdowns start from it, not from the device's. */
  now: string;
  banners: BannerView[];
  flashSale: FlashSaleView | null;
  brandsOfMonth: BrandOfMonthView[];
  topSellers: TopSellerView[];
  recommended: ProductCardView[];
}

export interface ShopHeaderView extends ShopSummaryView {
  coverUrl: string | null;
  coverSrcSet: string | null;
  description: string | null;
  /** Products buyers can see. */
  productCount: number;
  /** When the shop opened on the marketplace (its approval). */
  joinedAt: string;
  /** Whether the signed-in viewer follows it (false when signed out). */
  isFollowed: boolean;
  /** Pause mode: the shop is on vacation, its products are not listed and cannot be bought. */
  isPaused: boolean;
}

export interface CollectionSummaryView {
  id: string;
  title: string;
  coverUrl: string | null;
  productCount: number;
}

export interface ShopPageView {
  shop: ShopHeaderView;
  banners: BannerView[];
  collections: CollectionSummaryView[];
}

export interface ProductPageView {
  items: ProductCardView[];
  page: number;
  pageSize: number;
  total: number;
}

export interface ShopProductsView extends ProductPageView {
  sort: ShopProductSort;
}

export interface CollectionView {
  id: string;
  title: string;
  coverUrl: string | null;
  shop: ShopSummaryView;
  products: ProductPageView;
}

export interface CategoryRefView {
  id: string;
  slug: string;
  name: { vi: string; en: string; ko: string };
  imageUrl: string | null;
}

export interface CategoryPageView {
  category: CategoryRefView;
  /** The top-level category above it, or null for a top-level one. */
  parent: CategoryRefView | null;
  /** Its sub-categories; for a sub-category, its siblings (the chips stay the same on both). */
  children: CategoryRefView[];
}
