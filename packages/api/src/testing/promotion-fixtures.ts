import type { Db } from '@cho-dep/db/client';
import { promotionItems, promotions } from '../promotions/promotions.tables';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A promotion program around `now` (running unless told otherwise) with one item: the whole
 * product (variantId omitted) or one variant.
 */
export async function insertPromotion(
  db: Db,
  input: {
    now: Date;
    productId: string;
    variantId?: string;
    discountedPrice: number;
    stock?: number;
    soldCount?: number;
    perOrderLimit?: number | null;
    perUserLimit?: number | null;
    startsInHours?: number;
    endsInHours?: number;
    endedEarly?: boolean;
  },
) {
  const startsAt = new Date(input.now.getTime() + (input.startsInHours ?? -1) * HOUR_MS);
  const endsAt = new Date(input.now.getTime() + (input.endsInHours ?? 2) * HOUR_MS);
  const [promotion] = await db
    .insert(promotions)
    .values({
      name: 'Flash Sale thử',
      kind: input.variantId ? 'variant' : 'flash_sale',
      startsAt,
      endsAt,
      endedAt: input.endedEarly ? input.now : null,
    })
    .returning({ id: promotions.id });
  if (!promotion) throw new Error('promotion insert returned nothing');
  const [item] = await db
    .insert(promotionItems)
    .values({
      promotionId: promotion.id,
      productId: input.productId,
      variantId: input.variantId ?? null,
      discountedPrice: input.discountedPrice,
      stock: input.stock ?? 50,
      soldCount: input.soldCount ?? 0,
      perOrderLimit: input.perOrderLimit ?? null,
      perUserLimit: input.perUserLimit ?? null,
    })
    .returning({ id: promotionItems.id });
  if (!item) throw new Error('promotion item insert returned nothing');
  return { promotionId: promotion.id, promotionItemId: item.id };
}
