import { AppError } from '@cho-dep/core/errors/app-error';
import { LIVE_LIMITS } from '@cho-dep/core/live/live-limits';
import { livePriceProblem } from '@cho-dep/core/live/live-rules';
import type { Tx } from '@cho-dep/db/client';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { products } from '../products/catalog/products.tables';
import { createSellerPromotion, endSellerPromotion } from '../promotions/seller-promotion-actions';
import { livePins } from './live.tables';

/**
 * A live-only price reaches the cart and the checkout as an ordinary promotion program of the
 * shop (decision 063): one product at the live price, from the pin until its countdown ends
 * (or the pin or the live ends first). Every pricing path already applies running programs,
 * so no cart or checkout code learns about lives; the price is open to anyone buying in that
 * window, which on a live of minutes is the viewers.
 */
export async function openLivePrice(
  ctx: AppContext,
  shopId: string,
  live: { title: string },
  productId: string,
  livePrice: number,
  minutes: number,
): Promise<{ promotionId: string; endsAt: Date }> {
  const now = ctx.now();
  const [product] = await ctx.database.db
    .select({ price: products.effectivePrice, stock: products.stock, status: products.status })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.shopId, shopId)));
  if (product?.status !== 'approved') throw priceField('validation.live.productInvalid');
  const problem = livePriceProblem(livePrice, Number(product.price));
  if (problem) throw priceField(problem);
  if (product.stock < 1) throw priceField('validation.live.outOfStock');
  const endsAt = new Date(now.getTime() + Math.min(minutes, LIVE_LIMITS.livePriceMaxMinutes) * 60_000);
  const promotionId = await createSellerPromotion(
    ctx.database.db,
    shopId,
    {
      name: `Live · ${live.title}`.slice(0, 150),
      kind: 'product',
      coverKey: null,
      startsAt: now,
      endsAt,
      items: [
        {
          productId,
          variantId: null,
          originalPrice: Number(product.price),
          discountedPrice: livePrice,
          maxDiscount: null,
          stock: product.stock,
          perOrderLimit: null,
          perUserLimit: null,
        },
      ],
    },
    now,
  ).catch((error: unknown) => {
    // The product is already in another program at this time: the live price cannot apply.
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED')
      throw priceField('validation.live.priceClash');
    throw error;
  });
  return { promotionId, endsAt };
}

function priceField(message: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ path: 'livePrice', message }] });
}

/** The live prices still running on the live's pins (to end once the pin or the live does). */
export async function runningLivePrices(tx: Tx, liveId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .select({ promotionId: livePins.promotionId })
    .from(livePins)
    .where(
      and(eq(livePins.liveId, liveId), isNotNull(livePins.promotionId), gt(livePins.livePriceEndsAt, now)),
    );
  return rows.flatMap((r) => (r.promotionId ? [r.promotionId] : []));
}

/** Ends live prices now (after the pin's change committed); one already over is left alone. */
export async function closeLivePrices(
  ctx: AppContext,
  shopId: string,
  promotionIds: readonly string[],
): Promise<void> {
  for (const id of promotionIds) {
    await endSellerPromotion(ctx.database.db, shopId, id, ctx.now()).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  }
}
