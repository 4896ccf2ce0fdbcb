import { promotionItemPrice } from '@cho-dep/core/cart/promotion-price';
import { discountPercentOf, type ProductCardView } from '@cho-dep/core/catalog/product-card';
import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Db } from '@cho-dep/db/client';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { productCardColumns, toProductCard } from '../products/catalog/product-cards';
import { products, productVariants } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { promotionItems, promotions } from './promotions.tables';

export interface PromotionItemView {
  /** The card at the program price: `salePrice` is the program price, `discountPercent` off `price`. */
  product: ProductCardView;
  programPrice: number;
  stock: number;
  soldCount: number;
  stockLeft: number;
  perOrderLimit: number | null;
}

export interface PromotionProgramView {
  id: string;
  name: string;
  kind: 'flash_sale' | 'product' | 'variant';
  /** The shop running it; null for the platform's (flash sales). */
  shop: { id: string; name: string; logoUrl: string | null } | null;
  coverUrl: string | null;
  startsAt: string;
  endsAt: string;
  state: 'running' | 'upcoming';
  /** Products in the program (listed ones). */
  itemCount: number;
  /** The first LIMITS.vouchers.promotionItemsMax products of a running program; none for upcoming ones. */
  items: PromotionItemView[];
}

export interface PromotionProgramsView {
  /** The server's clock: countdowns start from it. */
  now: string;
  running: PromotionProgramView[];
  upcoming: PromotionProgramView[];
}

const programColumns = {
  id: promotions.id,
  name: promotions.name,
  kind: promotions.kind,
  coverKey: promotions.coverKey,
  startsAt: promotions.startsAt,
  endsAt: promotions.endsAt,
  shopId: shops.id,
  shopName: shops.name,
  shopLogoKey: shops.logoKey,
};

/** A shop's program shows while the shop sells; the platform's always. */
const ownerSelling = or(
  isNull(promotions.shopId),
  and(eq(shops.status, 'approved'), eq(shops.isPaused, false)),
);

/**
 * /uu-dai (product.md §2, promotions): the promotion programs running now, ending soonest
 * first, each with its products at the program price, and the next upcoming ones with their
 * start. A program by variant shows each product once, at its lowest variant price; products
 * no longer listed drop out.
 */
export async function listPromotionPrograms(db: Db, now: Date, urlOf: UrlOf): Promise<PromotionProgramsView> {
  const [running, upcoming] = await Promise.all([
    db
      .select(programColumns)
      .from(promotions)
      .leftJoin(shops, eq(shops.id, promotions.shopId))
      .where(
        and(
          isNull(promotions.endedAt),
          lte(promotions.startsAt, now),
          gt(promotions.endsAt, now),
          ownerSelling,
        ),
      )
      .orderBy(asc(promotions.endsAt), asc(promotions.id))
      .limit(LIMITS.vouchers.runningPromotionsMax),
    db
      .select(programColumns)
      .from(promotions)
      .leftJoin(shops, eq(shops.id, promotions.shopId))
      .where(and(isNull(promotions.endedAt), gt(promotions.startsAt, now), ownerSelling))
      .orderBy(asc(promotions.startsAt), asc(promotions.id))
      .limit(LIMITS.vouchers.upcomingPromotionsMax),
  ]);
  const ids = [...running, ...upcoming].map((p) => p.id);
  const itemRows =
    ids.length === 0
      ? []
      : await db
          .select({
            promotionId: promotionItems.promotionId,
            card: productCardColumns,
            programPrice: promotionItems.discountedPrice,
            // What the buyer pays without the program: the variant's price for a variant item.
            basePrice: sql<string>`coalesce(${productVariants.salePrice}, ${productVariants.price}, ${products.effectivePrice})`,
            maxDiscount: promotionItems.maxDiscount,
            stock: promotionItems.stock,
            soldCount: promotionItems.soldCount,
            perOrderLimit: promotionItems.perOrderLimit,
          })
          .from(promotionItems)
          .innerJoin(products, eq(products.id, promotionItems.productId))
          .leftJoin(productVariants, eq(productVariants.id, promotionItems.variantId))
          .innerJoin(shops, eq(shops.id, products.shopId))
          .where(and(inArray(promotionItems.promotionId, ids), eq(products.listed, true)))
          .orderBy(asc(promotionItems.promotionId), asc(promotionItems.position), asc(promotionItems.id));

  // One entry per product and program: the lowest program price among its variants, their stock summed.
  const itemsByProgram = new Map<string, Map<string, PromotionItemView>>();
  for (const row of itemRows) {
    const items = itemsByProgram.get(row.promotionId) ?? new Map<string, PromotionItemView>();
    itemsByProgram.set(row.promotionId, items);
    const programPrice = promotionItemPrice(Number(row.basePrice), {
      discountedPrice: Number(row.programPrice),
      maxDiscount: row.maxDiscount === null ? null : Number(row.maxDiscount),
    });
    const seen = items.get(row.card.id);
    if (seen) {
      seen.stock += row.stock;
      seen.soldCount += row.soldCount;
      seen.stockLeft = Math.max(0, seen.stock - seen.soldCount);
      if (programPrice < seen.programPrice) {
        seen.programPrice = programPrice;
        seen.product = {
          ...seen.product,
          salePrice: programPrice,
          discountPercent: discountPercentOf(seen.product.price, programPrice),
        };
      }
      continue;
    }
    const card = toProductCard(row.card, urlOf);
    items.set(row.card.id, {
      product: {
        ...card,
        salePrice: programPrice,
        discountPercent: discountPercentOf(card.price, programPrice),
      },
      programPrice,
      stock: row.stock,
      soldCount: row.soldCount,
      stockLeft: Math.max(0, row.stock - row.soldCount),
      perOrderLimit: row.perOrderLimit,
    });
  }

  const view = (row: (typeof running)[number], state: 'running' | 'upcoming'): PromotionProgramView => {
    const items = [...(itemsByProgram.get(row.id)?.values() ?? [])];
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      shop:
        row.shopId && row.shopName
          ? { id: row.shopId, name: row.shopName, logoUrl: imageUrl(urlOf, row.shopLogoKey, 200) }
          : null,
      coverUrl: imageUrl(urlOf, row.coverKey, 1200),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      state,
      itemCount: items.length,
      items: state === 'running' ? items.slice(0, LIMITS.vouchers.promotionItemsMax) : [],
    };
  };
  return {
    now: now.toISOString(),
    running: running.map((row) => view(row, 'running')).filter((p) => p.itemCount > 0),
    upcoming: upcoming.map((row) => view(row, 'upcoming')).filter((p) => p.itemCount > 0),
  };
}
