import { createHash } from 'node:crypto';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { calendarDateIn, TIME_ZONE_OF_COUNTRY } from '@cho-dep/core/profile/birth-date';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { isUuid } from '../follows/follow-service';
import { productDailyViews } from './catalog/product-views.tables';
import { products } from './catalog/products.tables';

/** Who is looking, as precisely as the request tells: account, guest, device, session, browser, address. */
export interface VisitorFacts {
  userId?: string;
  guestId?: string;
  deviceId?: string;
  sessionId?: string;
  /** A per-browser random cookie (the CSRF secret): hashed, never stored as is. */
  browserSecret?: string;
  ip: string;
}

export function visitorKey(facts: VisitorFacts): string {
  if (facts.userId) return `u:${facts.userId}`;
  if (facts.guestId) return `g:${facts.guestId}`;
  if (facts.deviceId) return `d:${facts.deviceId}`;
  if (facts.sessionId) return `s:${facts.sessionId}`;
  if (facts.browserSecret) {
    return `b:${createHash('sha256').update(facts.browserSecret).digest('base64url').slice(0, 22)}`;
  }
  return `ip:${facts.ip}`;
}

/**
 * Counts a product page view: products.view_count and the day's row of product_daily_views
 * (the shop's calendar day), in one transaction. A visitor counts once per product per
 * LIMITS.productPage.viewDedupeMinutes, checked in the shared store (Redis when configured),
 * so reloads and double mounts do not inflate the figure.
 */
export async function recordProductView(
  ctx: AppContext,
  productId: string,
  visitor: VisitorFacts,
): Promise<{ counted: boolean; viewCount: number }> {
  if (!isUuid(productId)) throw new AppError('NOT_FOUND');
  const db = ctx.database.db;
  const [product] = await db
    .select({ shopId: products.shopId, shopCountry: products.shopCountry, viewCount: products.viewCount })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.listed, true)))
    .limit(1);
  if (!product) throw new AppError('NOT_FOUND');

  const key = `product-view:${productId}:${visitorKey(visitor)}`;
  const hits = await ctx.store.increment(key, LIMITS.productPage.viewDedupeMinutes * 60);
  if (hits > 1) return { counted: false, viewCount: product.viewCount };

  const day = calendarDateIn(TIME_ZONE_OF_COUNTRY[product.shopCountry], ctx.now());
  const viewCount = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(products)
      .set({ viewCount: sql`${products.viewCount} + 1` })
      .where(eq(products.id, productId))
      .returning({ viewCount: products.viewCount });
    await tx
      .insert(productDailyViews)
      .values({ productId, shopId: product.shopId, day, views: 1 })
      .onConflictDoUpdate({
        target: [productDailyViews.productId, productDailyViews.day],
        set: { views: sql`${productDailyViews.views} + 1` },
      });
    return updated?.viewCount ?? product.viewCount + 1;
  });
  return { counted: true, viewCount };
}
