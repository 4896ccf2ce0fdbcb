import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { bodyOf, editPermission, reviewPermission } from '@cho-dep/core/reviews/review-rules';
import type { ReviewInput, ReviewReply, ReviewUpdate } from '@cho-dep/core/reviews/review-schemas';
import type { Tx } from '@cho-dep/db/client';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import type { AppContext } from '../app/app-context';
import { orderItems, orders } from '../orders/orders.tables';
import { setProductRating } from '../products/catalog/product-counters';
import { products } from '../products/catalog/products.tables';
import { setShopRating } from '../shops/shop-counters';
import { shops } from '../shops/shops.tables';
import { checkReviewMedia } from './review-media';
import { productReviews } from './reviews.tables';

/**
 * products.rating_avg / rating_count and the shop's, recomputed from the review rows. The
 * product row, then the shop row, is locked first (always in that order, so two reviews never
 * wait on each other crosswise); the recount then runs in a new statement and sees every
 * review committed before the lock was granted, so concurrent reviews never lose a count.
 */
async function refreshRatings(tx: Tx, productId: string, shopId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${products} where ${products.id} = ${productId} for update`);
  await tx.execute(sql`select 1 from ${shops} where ${shops.id} = ${shopId} for update`);
  const ofProduct = sql`from ${productReviews} where ${productReviews.productId} = ${productId}`;
  const ofShop = sql`from ${productReviews} where ${productReviews.shopId} = ${shopId}`;
  await setProductRating(tx, productId, {
    avg: sql`(select coalesce(round(avg(rating), 2), 0) ${ofProduct})`,
    count: sql`(select count(*) ${ofProduct})`,
  });
  await setShopRating(tx, shopId, {
    avg: sql`(select coalesce(round(avg(rating), 2), 0) ${ofShop})`,
    count: sql`(select count(*) ${ofShop})`,
  });
}

/** The height and weight to keep with the review: the profile's, when the buyer shares them. */
async function sharedBody(tx: Tx, userId: string, share: boolean) {
  if (!share) return { heightCm: null, weightKg: null };
  const [user] = await tx
    .select({ measurements: users.bodyMeasurements })
    .from(users)
    .where(eq(users.id, userId));
  const body = bodyOf(user?.measurements);
  if (!body) throw new AppError('REVIEW_BODY_MISSING');
  return body;
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}

/**
 * POST /api/v1/mobile/reviews: the buyer reviews one line of a completed order. Someone
 * else's line, or one that does not exist, is 404; an order not completed yet is
 * REVIEW_NOT_ALLOWED; a second review of the line is REVIEW_EXISTS (the unique index makes
 * this hold even for two submits at once).
 */
export async function createReview(
  ctx: AppContext,
  userId: string,
  input: ReviewInput,
): Promise<{ id: string }> {
  await checkReviewMedia(ctx, userId, input);
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const [line] = await tx
        .select({
          productId: orderItems.productId,
          variantId: orderItems.variantId,
          variantLabel: orderItems.variantLabel,
          orderId: orders.id,
          shopId: orders.shopId,
          buyerUserId: orders.userId,
          completedAt: orders.completedAt,
          reviewId: productReviews.id,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .leftJoin(productReviews, eq(productReviews.orderItemId, orderItems.id))
        .where(eq(orderItems.id, input.orderItemId));
      const permission = reviewPermission(
        line ? { ...line, reviewed: line.reviewId !== null } : null,
        userId,
      );
      if (permission === 'not_found' || !line) throw new AppError('NOT_FOUND');
      if (permission === 'not_completed') throw new AppError('REVIEW_NOT_ALLOWED');
      if (permission === 'already_reviewed') throw new AppError('REVIEW_EXISTS');
      const body = await sharedBody(tx, userId, input.shareBody);
      const now = ctx.now();
      const [review] = await tx
        .insert(productReviews)
        .values({
          productId: line.productId,
          shopId: line.shopId,
          userId,
          orderId: line.orderId,
          orderItemId: input.orderItemId,
          variantId: line.variantId,
          variantLabel: line.variantLabel,
          rating: input.rating,
          comment: input.comment,
          imageKeys: input.photoKeys,
          videoKey: input.videoKey ?? null,
          fit: input.fit ?? null,
          ...body,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: productReviews.id });
      if (!review) throw new AppError('INTERNAL');
      await refreshRatings(tx, line.productId, line.shopId);
      return review;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('REVIEW_EXISTS');
    throw error;
  }
}

/** PUT /api/v1/mobile/reviews/{id}: the author's one edit within 30 days of writing. */
export async function updateReview(
  ctx: AppContext,
  userId: string,
  reviewId: string,
  input: ReviewUpdate,
): Promise<{ id: string }> {
  await checkReviewMedia(ctx, userId, input);
  return ctx.database.db.transaction(async (tx) => {
    const [review] = await tx
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.id, reviewId), eq(productReviews.userId, userId)))
      .for('update');
    if (!review) throw new AppError('NOT_FOUND');
    const now = ctx.now();
    const permission = editPermission(review, now);
    if (permission === 'edit_used') throw new AppError('REVIEW_EDIT_USED');
    if (permission === 'window_closed') {
      throw new AppError('REVIEW_EDIT_WINDOW_CLOSED', { params: { days: LIMITS.review.editWindowDays } });
    }
    const body = await sharedBody(tx, userId, input.shareBody);
    await tx
      .update(productReviews)
      .set({
        rating: input.rating,
        comment: input.comment,
        imageKeys: input.photoKeys,
        videoKey: input.videoKey ?? null,
        fit: input.fit ?? null,
        ...body,
        editCount: sql`${productReviews.editCount} + 1`,
        updatedAt: now,
      })
      .where(eq(productReviews.id, reviewId));
    if (review.rating !== input.rating) await refreshRatings(tx, review.productId, review.shopId);
    return { id: reviewId };
  });
}

/**
 * POST /api/v1/seller/reviews/{id}/reply: the owner of the reviewed product's shop answers
 * once. Any other user learns nothing (404), like every cross-shop request.
 */
export async function replyToReview(
  ctx: AppContext,
  userId: string,
  reviewId: string,
  input: ReviewReply,
): Promise<{ id: string; sellerReply: string; sellerRepliedAt: string }> {
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ reply: productReviews.sellerReply })
      .from(productReviews)
      .innerJoin(shops, eq(shops.id, productReviews.shopId))
      .where(and(eq(productReviews.id, reviewId), eq(shops.ownerUserId, userId)))
      .for('update', { of: productReviews });
    if (!row) throw new AppError('NOT_FOUND');
    if (row.reply !== null) throw new AppError('REVIEW_REPLY_EXISTS');
    const now = ctx.now();
    await tx
      .update(productReviews)
      .set({ sellerReply: input.reply, sellerRepliedAt: now })
      .where(eq(productReviews.id, reviewId));
    return { id: reviewId, sellerReply: input.reply, sellerRepliedAt: now.toISOString() };
  });
}
