import { targetsClash } from '@cho-dep/core/marketing/promotion-phase';
import type { Tx } from '@cho-dep/db/client';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { products, productVariants } from '../products/catalog/products.tables';

type Field = { path: string; message: string };
const LIST_NOT_CORRECT = 'validation.promotion.listNotCorrect';

/** What a program says of its items: products whole, or chosen variants. */
export interface ProgramItemsInput {
  kind: string;
  items: readonly { productId: string; variantId: string | null; originalPrice: number; stock: number }[];
}

/**
 * Checks a program's items (promotions and group-buy programs alike) against the shop's
 * catalogue, with the product rows locked: every item is
 * the shop's own product (or an active variant of it), the kind matches the program, nothing
 * appears twice, the original price is today's price and the program stock fits the stock.
 */
export async function checkProgramItems(tx: Tx, shopId: string, input: ProgramItemsInput): Promise<Field[]> {
  const productIds = [...new Set(input.items.map((i) => i.productId))].sort();
  // Locking the products (in id order, no deadlock) serialises every create or edit that
  // touches them, so the overlap check below cannot be passed by two programs at once.
  const own = await tx
    .select({ id: products.id, price: products.effectivePrice, stock: products.stock })
    .from(products)
    .where(
      and(inArray(products.id, productIds), eq(products.shopId, shopId), sql`${products.status} <> 'draft'`),
    )
    .orderBy(asc(products.id))
    .for('no key update');
  const variantIds = input.items.flatMap((i) => (i.variantId ? [i.variantId] : []));
  const variants =
    variantIds.length === 0
      ? []
      : await tx
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            price: sql<number>`coalesce(${productVariants.salePrice}, ${productVariants.price})`,
            stock: productVariants.stock,
          })
          .from(productVariants)
          .where(and(inArray(productVariants.id, variantIds), eq(productVariants.isActive, true)));
  const productById = new Map(own.map((p) => [p.id, p]));
  const variantById = new Map(variants.map((v) => [v.id, v]));
  const fields: Field[] = [];
  input.items.forEach((item, index) => {
    const at = (key: string) => `items.${index}.${key}`;
    const product = productById.get(item.productId);
    const variant = item.variantId ? variantById.get(item.variantId) : undefined;
    const wrongKind = input.kind === 'variant' ? item.variantId === null : item.variantId !== null;
    const twice = input.items.some((other, j) => j < index && targetsClash(other, item));
    if (!product || wrongKind || twice || (item.variantId && variant?.productId !== item.productId)) {
      fields.push({ path: at('productId'), message: LIST_NOT_CORRECT });
      return;
    }
    const current = variant ?? product;
    // The original price is what buyers pay today: the discount shown is computed from it.
    if (Number(current.price) !== item.originalPrice)
      fields.push({ path: at('originalPrice'), message: 'validation.promotion.priceChanged' });
    if (item.stock > current.stock)
      fields.push({ path: at('stock'), message: 'validation.promotion.stockAboveAvailable' });
  });
  return fields;
}
