import { promotionItemPrice } from '@cho-dep/core/cart/promotion-price';
import { discountPercentOf } from '@cho-dep/core/catalog/product-card';
import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Db } from '@cho-dep/db/client';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { UrlOf } from '../products/catalog/catalog-media';
import { productCardColumns, toProductCard } from '../products/catalog/product-cards';
import { products, productVariants } from '../products/catalog/products.tables';
import { promotionItems, promotions } from '../promotions/promotions.tables';
import { shops } from '../shops/shops.tables';
import type { FlashSaleView } from './storefront-views';

/**
 * The platform flash sale running at `now` (the one ending first when slots overlap) with its
 * listed products at their program prices, or null when none runs. Items a seller stopped
 * listing drop out; a sold-out item stays, shown as sold out.
 */
export async function findRunningFlashSale(db: Db, now: Date, urlOf: UrlOf): Promise<FlashSaleView | null> {
  const [sale] = await db
    .select({
      id: promotions.id,
      name: promotions.name,
      startsAt: promotions.startsAt,
      endsAt: promotions.endsAt,
    })
    .from(promotions)
    .where(
      and(
        eq(promotions.kind, 'flash_sale'),
        isNull(promotions.shopId),
        isNull(promotions.endedAt),
        lte(promotions.startsAt, now),
        gt(promotions.endsAt, now),
      ),
    )
    .orderBy(asc(promotions.endsAt), asc(promotions.id))
    .limit(1);
  if (!sale) return null;
  const rows = await db
    .select({
      card: productCardColumns,
      programPrice: promotionItems.discountedPrice,
      maxDiscount: promotionItems.maxDiscount,
      // What the buyer pays without the program: the variant's price for a variant item.
      basePrice: sql<string>`coalesce(${productVariants.salePrice}, ${productVariants.price}, ${products.effectivePrice})`,
      stock: promotionItems.stock,
      soldCount: promotionItems.soldCount,
    })
    .from(promotionItems)
    .innerJoin(products, eq(products.id, promotionItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, promotionItems.variantId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      and(
        eq(promotionItems.promotionId, sale.id),
        isNull(promotionItems.variantId),
        eq(products.listed, true),
      ),
    )
    .orderBy(asc(promotionItems.position), asc(promotionItems.id))
    .limit(LIMITS.storefront.flashSaleItemsMax);
  return {
    id: sale.id,
    name: sale.name,
    startsAt: sale.startsAt.toISOString(),
    endsAt: sale.endsAt.toISOString(),
    items: rows.map((row) => {
      const product = toProductCard(row.card, urlOf);
      const programPrice = promotionItemPrice(Number(row.basePrice), {
        discountedPrice: Number(row.programPrice),
        maxDiscount: row.maxDiscount === null ? null : Number(row.maxDiscount),
      });
      return {
        product,
        programPrice,
        discountPercent: discountPercentOf(product.price, programPrice),
        stock: row.stock,
        soldCount: row.soldCount,
        stockLeft: Math.max(0, row.stock - row.soldCount),
      };
    }),
  };
}
