import {
  type ShopFeedbackInput,
  type ShopFeedbackReplyInput,
  shopFeedbackPermission,
} from '@cho-dep/core/community/shop-feedback-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app/app-context';
import { shops } from '../../shops/shops.tables';
import { refuseOffensive } from './decent-text';
import { shopFeedback } from './shop-feedback.tables';
import { ownFeedbackPictures } from './shop-feedback-media';
import { completedOrdersAt, publicShopOf } from './shop-feedback-queries';

/**
 * POST /community/v1/shops/{id}/feedback: the buyer's feedback on the shop, created or, when
 * they wrote one before, replaced (one per buyer per shop). Only a buyer with a completed
 * order of the shop may write; the shop's reply stays with the feedback.
 */
export async function writeShopFeedback(
  ctx: AppContext,
  userId: string,
  shopId: string,
  input: ShopFeedbackInput,
): Promise<string> {
  const db = ctx.database.db;
  const urlOf = (key: string) => ctx.storage.urlOf(key);
  const shop = await publicShopOf(db, shopId, urlOf);
  const permission = shopFeedbackPermission({
    isShopOwner: shop.ownerUserId === userId,
    completedOrders: await completedOrdersAt(db, userId, shopId),
  });
  if (permission !== 'allowed') throw new AppError('SHOP_FEEDBACK_NOT_ALLOWED');
  refuseOffensive('content', input.content);
  if (!(await ownFeedbackPictures(ctx, userId, input.imageKeys))) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'imageKeys', message: 'validation.shopFeedback.imageInvalid' }],
    });
  }
  const now = ctx.now();
  const [row] = await db
    .insert(shopFeedback)
    .values({ shopId, userId, ...input, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [shopFeedback.shopId, shopFeedback.userId],
      set: { rating: input.rating, content: input.content, imageKeys: input.imageKeys, updatedAt: now },
    })
    .returning({ id: shopFeedback.id });
  if (!row) throw new Error('shop feedback upsert returned nothing');
  return row.id;
}

/**
 * PUT /community/v1/shops/{id}/feedback/{feedbackId}/reply: the shop's one public answer,
 * rewritten when sent again. Only the shop's owner; anyone else (another seller included)
 * gets 404, as does a feedback of another shop.
 */
export async function replyToShopFeedback(
  db: Db,
  userId: string,
  shopId: string,
  feedbackId: string,
  input: ShopFeedbackReplyInput,
  now: Date,
): Promise<void> {
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.ownerUserId, userId)));
  if (!shop) throw new AppError('NOT_FOUND');
  refuseOffensive('content', input.content);
  const updated = await db
    .update(shopFeedback)
    .set({ reply: input.content, repliedAt: now })
    .where(and(eq(shopFeedback.id, feedbackId), eq(shopFeedback.shopId, shopId)))
    .returning({ id: shopFeedback.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND');
}
