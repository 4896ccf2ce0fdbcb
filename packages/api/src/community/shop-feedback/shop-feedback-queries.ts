import {
  type ShopFeedbackPermission,
  type ShopFeedbackSummary,
  shopFeedbackPermission,
  summariseShopFeedback,
} from '@cho-dep/core/community/shop-feedback-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { orders } from '../../orders/orders.tables';
import { imageUrl, type UrlOf } from '../../products/catalog/catalog-media';
import { shops } from '../../shops/shops.tables';
import { shopFeedback } from './shop-feedback.tables';
import { feedbackImageOf } from './shop-feedback-media';
import type { ShopFeedbackItem, ShopFeedbackPage } from './shop-feedback-schemas';

const itemColumns = {
  id: shopFeedback.id,
  userId: shopFeedback.userId,
  rating: shopFeedback.rating,
  content: shopFeedback.content,
  imageKeys: shopFeedback.imageKeys,
  reply: shopFeedback.reply,
  repliedAt: shopFeedback.repliedAt,
  createdAt: shopFeedback.createdAt,
  updatedAt: shopFeedback.updatedAt,
  authorName: users.fullName,
  avatarUrl: users.avatarUrl,
};
interface ItemRow {
  id: string;
  userId: string;
  rating: number;
  content: string;
  imageKeys: string[];
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  authorName: string;
  avatarUrl: string | null;
}

function toItem(row: ItemRow, viewerId: string | null, urlOf: UrlOf): ShopFeedbackItem {
  return {
    id: row.id,
    rating: row.rating,
    content: row.content,
    images: row.imageKeys.map((key) => feedbackImageOf(urlOf, key)),
    author: { id: row.userId, name: row.authorName, avatarUrl: row.avatarUrl },
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isMine: row.userId === viewerId,
  };
}

function selectItems(db: Db) {
  return db.select(itemColumns).from(shopFeedback).innerJoin(users, eq(users.id, shopFeedback.userId));
}

/** An approved shop's name, logo and owner, or 404 (a shop not open to buyers has no public page). */
export async function publicShopOf(db: Db, shopId: string, urlOf: UrlOf) {
  const [shop] = await db
    .select({ id: shops.id, name: shops.name, logoKey: shops.logoKey, ownerUserId: shops.ownerUserId })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.status, 'approved')));
  if (!shop) throw new AppError('NOT_FOUND');
  return {
    id: shop.id,
    name: shop.name,
    logoUrl: imageUrl(urlOf, shop.logoKey, 200),
    ownerUserId: shop.ownerUserId,
  };
}

/** The average and per-star counts on top of the page (and beside the seller page's link). */
export async function loadShopFeedbackSummary(db: Db, shopId: string): Promise<ShopFeedbackSummary> {
  const rows = await db
    .select({ rating: shopFeedback.rating, count: count() })
    .from(shopFeedback)
    .where(eq(shopFeedback.shopId, shopId))
    .groupBy(shopFeedback.rating);
  return summariseShopFeedback(rows.map((row) => ({ rating: row.rating, count: Number(row.count) })));
}

/** How many of the shop's orders the user received and completed. */
export async function completedOrdersAt(db: Db, userId: string, shopId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.shopId, shopId), isNotNull(orders.completedAt)));
  return Number(row?.value ?? 0);
}

/** GET /community/v1/shops/{id}/feedback?page: the summary, the viewer's part and one page, newest first. */
export async function loadShopFeedbackPage(
  db: Db,
  shopId: string,
  viewerId: string | null,
  page: number,
  urlOf: UrlOf,
): Promise<ShopFeedbackPage> {
  const { ownerUserId, ...shop } = await publicShopOf(db, shopId, urlOf);
  const limit = LIMITS.shopFeedback.pageSize;
  const [summary, rows, [mine], completed] = await Promise.all([
    loadShopFeedbackSummary(db, shopId),
    selectItems(db)
      .where(eq(shopFeedback.shopId, shopId))
      .orderBy(desc(shopFeedback.updatedAt), desc(shopFeedback.id))
      .limit(limit)
      .offset((page - 1) * limit),
    viewerId
      ? selectItems(db).where(and(eq(shopFeedback.shopId, shopId), eq(shopFeedback.userId, viewerId)))
      : Promise.resolve([]),
    viewerId ? completedOrdersAt(db, viewerId, shopId) : Promise.resolve(0),
  ]);
  const isShopOwner = viewerId !== null && viewerId === ownerUserId;
  const canWrite: ShopFeedbackPermission | 'signed_out' = viewerId
    ? shopFeedbackPermission({ isShopOwner, completedOrders: completed })
    : 'signed_out';
  return {
    shop,
    summary,
    viewer: { canWrite, isShopOwner, mine: mine ? toItem(mine, viewerId, urlOf) : null },
    data: rows.map((row) => toItem(row, viewerId, urlOf)),
    page,
    limit,
    total: summary.count,
  };
}

/** One feedback as the page shows it (after a write). */
export async function loadShopFeedbackItem(db: Db, id: string, viewerId: string, urlOf: UrlOf) {
  const [row] = await selectItems(db).where(eq(shopFeedback.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toItem(row, viewerId, urlOf);
}
