import type { ReviewFit } from '../reviews/review-schemas';
import type { ReturnCondition, ShopCountry } from './catalog-states';
import type { ProductAttributes } from './product-attributes';
import type { ProductCardView } from './product-card';
import type { RecommendSizeResult } from './recommend-size';
import type { SizeAttributeId, SizeChartRow, SizeChartType, SizeDetail } from './size-chart';

/**
 * The product page as the buyer sees it (data of GET /api/v1/public/products/{id}): one read
 * model for the web page and the mobile clients. Money in whole dong; pictures as URLs of
 * WebP files with a srcset so each screen downloads the size it draws.
 */

/** Lowest and highest of a money amount over the variants; equal when they all agree. */
export interface PriceRange {
  min: number;
  max: number;
}

/** One picture in the sizes the page needs. */
export interface ProductPicture {
  /** 800 px: the gallery's main picture. */
  url: string;
  /** Every stored width (`… 200w, … 400w, … 800w`). */
  srcSet: string;
  /** 200 px: thumbnails and swatches. */
  thumbUrl: string;
}

/** A gallery picture; `optionValue` names the classification value it shows ("Đen"), if any. */
export interface ProductImageView extends ProductPicture {
  optionValue: string | null;
}

export interface ProductOptionView {
  /** "Màu sắc", "Kích cỡ". */
  name: string;
  values: { value: string; image: ProductPicture | null }[];
}

export interface ProductVariantView {
  id: string;
  optionValues: { name: string; value: string }[];
  price: number;
  salePrice: number | null;
  stock: number;
  soldOut: boolean;
}

export interface ProductShopView {
  id: string;
  name: string;
  logoUrl: string | null;
  country: ShopCountry;
  ratingAvg: number;
  ratingCount: number;
  followerCount: number;
  /** Listed products of the shop. */
  productCount: number;
  /** Whether the viewer follows the shop (false for signed-out visitors). */
  isFollowed: boolean;
  /** The owner's vacation (pause mode): the page shows, nothing can be bought. */
  isPaused: boolean;
}

export interface ReviewSummaryView {
  /** Mean of the ratings, two decimals; 0 without reviews. */
  average: number;
  count: number;
  countByStar: Record<1 | 2 | 3 | 4 | 5, number>;
  withPhotos: number;
  /** Reviews with photos or a video (the "with pictures / video" filter). */
  withMedia: number;
}

export interface ProductReviewView {
  id: string;
  /** The reviewer's name masked (maskText): 'N****n'. */
  reviewerName: string;
  rating: number;
  comment: string;
  /** The classification bought, as the buyer saw it ("Đen, M"). */
  variantLabel: string | null;
  /** 400 px pictures; `photoFullUrls` has the 800 px ones in the same order. */
  photoUrls: string[];
  photoFullUrls: string[];
  /** ISO 8601. */
  createdAt: string;
  /** The variant bought (null for reviews older than orders). */
  variantId: string | null;
  videoUrl: string | null;
  /** How the size fitted, when the buyer said. */
  fit: ReviewFit | null;
  /** The buyer's height (cm) and weight (kg), only when they chose to share them. */
  heightCm: number | null;
  weightKg: number | null;
  /** Whether the buyer used their one edit. */
  edited: boolean;
  sellerReply: string | null;
  /** ISO 8601. */
  sellerRepliedAt: string | null;
}

export interface ProductReviewPage {
  items: ProductReviewView[];
  page: number;
  pageSize: number;
  total: number;
  /**
   * With the "people like me" filter: the viewer's height and weight it compared with, or
   * null when the viewer is signed out or has not entered them (then there are no items).
   */
  viewerBody?: { heightCm: number; weightKg: number } | null;
}

export interface SizeChartView {
  name: string;
  type: SizeChartType;
  /** The attribute columns used by at least one row, in SIZE_ATTRIBUTES order. */
  attributeIds: SizeAttributeId[];
  rows: SizeChartRow[];
}

export interface BreadcrumbItem {
  id: string;
  slug: string;
  /** In the viewer's language. */
  name: string;
}

export interface ProductDetailView {
  id: string;
  slug: string;
  name: string;
  description: string;
  categoryId: string;
  /** Original prices over the active variants. */
  price: PriceRange;
  /** What the buyer pays over the active variants, when any variant is on sale. */
  salePrice: PriceRange | null;
  /** The largest whole percent off among the variants (0 without a sale). */
  discountPercent: number;
  stock: number;
  soldCount: number;
  ratingAvg: number;
  ratingCount: number;
  viewCount: number;
  likeCount: number;
  freeShipping: boolean;
  isPreOrder: boolean;
  /** False only when the shop's owner looks at a product buyers cannot see yet. */
  listed: boolean;
  images: ProductImageView[];
  options: ProductOptionView[];
  variants: ProductVariantView[];
  attributes: ProductAttributes;
  logistics: {
    weightGrams: number;
    packageLengthCm: number | null;
    packageWidthCm: number | null;
    packageHeightCm: number | null;
    preparationDays: number;
  };
  returnTerms: { days: number; conditions: ReturnCondition[] };
  descriptionImages: ProductPicture[];
  videoUrl: string | null;
  link: string | null;
  sizeChart: SizeChartView | null;
  sizeDetails: SizeDetail[];
  /** Present for a signed-in viewer: the size their body measurements suggest, and why. */
  sizeRecommendation: RecommendSizeResult | null;
  shop: ProductShopView;
  isFavourite: boolean;
  reviewSummary: ReviewSummaryView;
  /** The newest few reviews, for the page's reviews section. */
  topReviews: ProductReviewView[];
  related: ProductCardView[];
  /** From the top-level category down to the product's own. */
  breadcrumb: BreadcrumbItem[];
}
