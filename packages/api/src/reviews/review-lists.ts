import { LIMITS } from '@cho-dep/core/constants/limits';
import { canEdit, editDeadline } from '@cho-dep/core/reviews/review-rules';
import type { ReviewFit } from '@cho-dep/core/reviews/review-schemas';
import type { Db } from '@cho-dep/db/client';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { orderItems, orders } from '../orders/orders.tables';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { products } from '../products/catalog/products.tables';
import { productReviews } from './reviews.tables';

export interface PendingReviewLine {
  orderItemId: string;
  orderId: string;
  orderCode: string;
  productId: string;
  productName: string;
  variantLabel: string;
  quantity: number;
  imageUrl: string | null;
  /** ISO 8601: when the order was completed. */
  completedAt: string;
}

export interface MyReview {
  id: string;
  orderItemId: string | null;
  productId: string;
  productName: string;
  productImageUrl: string | null;
  variantLabel: string | null;
  rating: number;
  comment: string;
  photoKeys: string[];
  photoUrls: string[];
  videoKey: string | null;
  videoUrl: string | null;
  fit: ReviewFit | null;
  heightCm: number | null;
  weightKg: number | null;
  editCount: number;
  canEdit: boolean;
  /** ISO 8601: the last moment the one edit is allowed. */
  editDeadline: string;
  sellerReply: string | null;
  sellerRepliedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Page<T> {
  data: T[];
  page: number;
  pageSize: number;
  total: number;
}

const pageSize = LIMITS.review.listPageSize;

/**
 * "Reviews of purchased items", to do: the lines of the buyer's completed orders that have no
 * review yet, most recently completed first.
 */
export async function listPendingReviews(
  db: Db,
  userId: string,
  page: number,
  urlOf: UrlOf,
): Promise<Page<PendingReviewLine>> {
  const where = and(eq(orders.userId, userId), isNotNull(orders.completedAt), isNull(productReviews.id));
  const base = () =>
    db
      .select({
        orderItemId: orderItems.id,
        orderId: orders.id,
        orderCode: orders.code,
        productId: orderItems.productId,
        productName: orderItems.productName,
        variantLabel: orderItems.variantLabel,
        quantity: orderItems.quantity,
        imageKey: orderItems.imageKey,
        completedAt: orders.completedAt,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(productReviews, eq(productReviews.orderItemId, orderItems.id));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(orders.completedAt), orderItems.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(productReviews, eq(productReviews.orderItemId, orderItems.id))
      .where(where),
  ]);
  return {
    data: rows.map(({ imageKey, completedAt, ...row }) => ({
      ...row,
      imageUrl: imageUrl(urlOf, imageKey, 200),
      completedAt: (completedAt ?? new Date(0)).toISOString(),
    })),
    page,
    pageSize,
    total: Number(total?.value ?? 0),
  };
}

/** The buyer's own reviews, newest first, each saying whether its one edit is still open. */
export async function listMyReviews(
  db: Db,
  userId: string,
  page: number,
  now: Date,
  urlOf: UrlOf,
): Promise<Page<MyReview>> {
  const where = eq(productReviews.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: productReviews, productName: products.name, imageKey: orderItems.imageKey })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .leftJoin(orderItems, eq(orderItems.id, productReviews.orderItemId))
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(productReviews).where(where),
  ]);
  return {
    data: rows.map(({ review, productName, imageKey }) => ({
      id: review.id,
      orderItemId: review.orderItemId,
      productId: review.productId,
      productName,
      productImageUrl: imageUrl(urlOf, imageKey, 200),
      variantLabel: review.variantLabel,
      rating: review.rating,
      comment: review.comment,
      photoKeys: review.imageKeys,
      photoUrls: review.imageKeys.map((key) => imageUrl(urlOf, key, 400) ?? ''),
      videoKey: review.videoKey,
      videoUrl: review.videoKey ? urlOf(review.videoKey) : null,
      fit: review.fit,
      heightCm: review.heightCm,
      weightKg: review.weightKg,
      editCount: review.editCount,
      canEdit: canEdit(review, now),
      editDeadline: editDeadline(review.createdAt).toISOString(),
      sellerReply: review.sellerReply,
      sellerRepliedAt: review.sellerRepliedAt?.toISOString() ?? null,
      createdAt: review.createdAt.toISOString(),
      updatedAt: review.updatedAt.toISOString(),
    })),
    page,
    pageSize,
    total: Number(total?.value ?? 0),
  };
}
