import type {
  ProductReviewPage,
  ProductReviewView,
  ReviewSummaryView,
} from '@cho-dep/core/catalog/product-detail';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { maskText } from '@cho-dep/core/phone/mask-text';
import { type Body, likeMeRange } from '@cho-dep/core/reviews/review-rules';
import type { Db } from '@cho-dep/db/client';
import { and, between, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { productReviews } from '../reviews/reviews.tables';
import { imageUrl, type UrlOf } from './catalog/catalog-media';

const hasPhotos = sql`cardinality(${productReviews.imageKeys}) > 0`;
const hasMedia = sql`(cardinality(${productReviews.imageKeys}) > 0 or ${productReviews.videoKey} is not null)`;

/** Average, count per star and count with photos, computed from the product's review rows. */
export async function reviewSummary(db: Db, productId: string): Promise<ReviewSummaryView> {
  const rows = await db
    .select({
      rating: productReviews.rating,
      count: count(),
      withPhotos: sql<number>`count(*) filter (where ${hasPhotos})`.mapWith(Number),
      withMedia: sql<number>`count(*) filter (where ${hasMedia})`.mapWith(Number),
    })
    .from(productReviews)
    .where(eq(productReviews.productId, productId))
    .groupBy(productReviews.rating);
  const countByStar: ReviewSummaryView['countByStar'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  let withPhotos = 0;
  let withMedia = 0;
  for (const row of rows) {
    const star = Number(row.rating) as 1 | 2 | 3 | 4 | 5;
    const n = Number(row.count);
    countByStar[star] = n;
    total += n;
    sum += star * n;
    withPhotos += row.withPhotos;
    withMedia += row.withMedia;
  }
  return {
    average: total > 0 ? Math.round((sum / total) * 100) / 100 : 0,
    count: total,
    countByStar,
    withPhotos,
    withMedia,
  };
}

export interface ReviewFilter {
  star?: number;
  withPhotos?: boolean;
  /** Photos or a video. */
  withMedia?: boolean;
  /** Reviews of this variant: by id, or by its label for reviews written before orders existed. */
  variant?: { id: string; label: string | null };
  /**
   * "People like me": reviewers who shared a height and weight close to these (review-rules
   * likeMeRange). Null means the viewer has none, so nothing matches.
   */
  likeMe?: Body | null;
  page: number;
  pageSize?: number;
}

type ReviewRow = Pick<
  typeof productReviews.$inferSelect,
  | 'id'
  | 'rating'
  | 'comment'
  | 'variantLabel'
  | 'variantId'
  | 'imageKeys'
  | 'videoKey'
  | 'fit'
  | 'heightCm'
  | 'weightKg'
  | 'editCount'
  | 'sellerReply'
  | 'sellerRepliedAt'
  | 'createdAt'
> & { fullName: string };

function toReviewView(row: ReviewRow, urlOf: UrlOf): ProductReviewView {
  return {
    id: row.id,
    reviewerName: maskText(row.fullName),
    rating: row.rating,
    comment: row.comment,
    variantLabel: row.variantLabel,
    photoUrls: row.imageKeys.map((key) => imageUrl(urlOf, key, 400) ?? ''),
    photoFullUrls: row.imageKeys.map((key) => imageUrl(urlOf, key, 800) ?? ''),
    createdAt: row.createdAt.toISOString(),
    variantId: row.variantId,
    videoUrl: row.videoKey ? urlOf(row.videoKey) : null,
    fit: row.fit,
    heightCm: row.heightCm,
    weightKg: row.weightKg,
    edited: row.editCount > 0,
    sellerReply: row.sellerReply,
    sellerRepliedAt: row.sellerRepliedAt?.toISOString() ?? null,
  };
}

/** A page of a product's reviews, newest first, optionally one star count or only those with photos. */
export async function listProductReviews(
  db: Db,
  productId: string,
  filter: ReviewFilter,
  urlOf: UrlOf,
): Promise<ProductReviewPage> {
  const pageSize = filter.pageSize ?? LIMITS.productPage.reviewsPageSize;
  const conditions: SQL[] = [eq(productReviews.productId, productId)];
  if (filter.star !== undefined) conditions.push(eq(productReviews.rating, filter.star));
  if (filter.withPhotos) conditions.push(hasPhotos);
  if (filter.withMedia) conditions.push(hasMedia);
  if (filter.variant) {
    const { id, label } = filter.variant;
    const byId = eq(productReviews.variantId, id);
    const byLabel =
      label === null
        ? undefined
        : and(isNull(productReviews.variantId), eq(productReviews.variantLabel, label));
    conditions.push(or(byId, byLabel) ?? byId);
  }
  if (filter.likeMe !== undefined) {
    if (filter.likeMe === null) conditions.push(sql`false`);
    else {
      const range = likeMeRange(filter.likeMe);
      conditions.push(
        between(productReviews.heightCm, range.heightMin, range.heightMax),
        between(productReviews.weightKg, range.weightMin, range.weightMax),
      );
    }
  }
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: productReviews.id,
        fullName: users.fullName,
        rating: productReviews.rating,
        comment: productReviews.comment,
        variantLabel: productReviews.variantLabel,
        variantId: productReviews.variantId,
        imageKeys: productReviews.imageKeys,
        videoKey: productReviews.videoKey,
        fit: productReviews.fit,
        heightCm: productReviews.heightCm,
        weightKg: productReviews.weightKg,
        editCount: productReviews.editCount,
        sellerReply: productReviews.sellerReply,
        sellerRepliedAt: productReviews.sellerRepliedAt,
        createdAt: productReviews.createdAt,
      })
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(pageSize)
      .offset((filter.page - 1) * pageSize),
    db.select({ value: count() }).from(productReviews).where(where),
  ]);
  return {
    items: rows.map((row) => toReviewView(row, urlOf)),
    page: filter.page,
    pageSize,
    total: Number(totalRow?.value ?? 0),
    ...(filter.likeMe !== undefined ? { viewerBody: filter.likeMe } : {}),
  };
}
