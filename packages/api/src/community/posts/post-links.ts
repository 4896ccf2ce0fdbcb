import type { MentionInput, ProductTagInput } from '@cho-dep/core/community/post-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Tx } from '@cho-dep/db/client';
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { orderItems, orders } from '../../orders/orders.tables';
import { products, productVariants } from '../../products/catalog/products.tables';
import { shops } from '../../shops/shops.tables';

export interface TagRow {
  productId: string;
  variantId: string | null;
  imageIndex: number;
  x: number;
  y: number;
  purchasedOrderItemId: string | null;
  position: number;
}

function tagRefused(index: number): AppError {
  return new AppError('POST_TAG_INVALID', {
    fields: [{ path: `productTags.${index}.productId`, message: 'errors.POST_TAG_INVALID' }],
  });
}

/**
 * Product tags point at products on sale (listed) of any shop, and a chosen variant must be an
 * active variant of that product. When the author bought the product in a completed order,
 * the latest such line is kept: the pin then reads "Đã mua · size M" (product.md, fit-aware
 * posts).
 */
export async function resolveProductTags(
  tx: Tx,
  authorId: string,
  tags: readonly ProductTagInput[],
): Promise<TagRow[]> {
  if (tags.length === 0) return [];
  const productIds = [...new Set(tags.map((t) => t.productId))];
  const variantIds = [...new Set(tags.flatMap((t) => (t.variantId ? [t.variantId] : [])))];
  const [onSale, variants, bought] = await Promise.all([
    tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, productIds), eq(products.listed, true))),
    variantIds.length === 0
      ? Promise.resolve([])
      : tx
          .select({ id: productVariants.id, productId: productVariants.productId })
          .from(productVariants)
          .where(and(inArray(productVariants.id, variantIds), eq(productVariants.isActive, true))),
    tx
      .select({ id: orderItems.id, productId: orderItems.productId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.userId, authorId),
          isNotNull(orders.completedAt),
          inArray(orderItems.productId, productIds),
        ),
      )
      .orderBy(desc(orders.completedAt), desc(orderItems.id)),
  ]);
  const listed = new Set(onSale.map((p) => p.id));
  const variantProduct = new Map(variants.map((v) => [v.id, v.productId]));
  const latestLine = new Map<string, string>();
  for (const line of bought) if (!latestLine.has(line.productId)) latestLine.set(line.productId, line.id);
  return tags.map((tag, index) => {
    if (!listed.has(tag.productId)) throw tagRefused(index);
    if (tag.variantId && variantProduct.get(tag.variantId) !== tag.productId) throw tagRefused(index);
    return {
      productId: tag.productId,
      variantId: tag.variantId ?? null,
      imageIndex: tag.imageIndex,
      x: tag.x,
      y: tag.y,
      purchasedOrderItemId: latestLine.get(tag.productId) ?? null,
      position: index,
    };
  });
}

export interface ResolvedMention {
  kind: 'user' | 'shop';
  id: string;
  /** Who is told: the member, or the shop's owner. */
  notifyUserId: string;
  shopName: string | null;
}

/**
 * Mentions name existing members (not leaving) or approved shops; repeats are dropped. An
 * unknown id is POST_MENTION_INVALID (the form only offers what mentions/suggest found).
 */
export async function resolveMentions(tx: Tx, mentions: readonly MentionInput[]): Promise<ResolvedMention[]> {
  const unique = mentions.filter(
    (m, i) => mentions.findIndex((other) => other.kind === m.kind && other.id === m.id) === i,
  );
  const userIds = unique.filter((m) => m.kind === 'user').map((m) => m.id);
  const shopIds = unique.filter((m) => m.kind === 'shop').map((m) => m.id);
  const [members, shopRows] = await Promise.all([
    userIds.length === 0
      ? Promise.resolve([])
      : tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, userIds), isNull(users.deleteRequestedAt))),
    shopIds.length === 0
      ? Promise.resolve([])
      : tx
          .select({ id: shops.id, ownerId: shops.ownerUserId, name: shops.name })
          .from(shops)
          .where(and(inArray(shops.id, shopIds), eq(shops.status, 'approved'))),
  ]);
  const memberIds = new Set(members.map((m) => m.id));
  const shopById = new Map(shopRows.map((s) => [s.id, s]));
  return unique.map((mention, index) => {
    if (mention.kind === 'user' && memberIds.has(mention.id)) {
      return { kind: 'user', id: mention.id, notifyUserId: mention.id, shopName: null };
    }
    const shop = mention.kind === 'shop' ? shopById.get(mention.id) : undefined;
    if (shop) return { kind: 'shop', id: shop.id, notifyUserId: shop.ownerId, shopName: shop.name };
    throw new AppError('POST_MENTION_INVALID', {
      fields: [{ path: `mentions.${index}.id`, message: 'errors.POST_MENTION_INVALID' }],
    });
  });
}

/** Posting as a shop: only the owner of an approved shop (POST_AS_SHOP_NOT_ALLOWED otherwise). */
export async function ownApprovedShop(tx: Tx, userId: string): Promise<string> {
  const [shop] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.ownerUserId, userId), eq(shops.status, 'approved')))
    .limit(1);
  if (!shop) throw new AppError('POST_AS_SHOP_NOT_ALLOWED');
  return shop.id;
}

/**
 * The author's height and weight from their profile's body measurements, copied onto the post
 * when they choose to share them; POST_MEASUREMENTS_MISSING when either is not filled in.
 */
export async function sharedMeasurements(
  tx: Tx,
  userId: string,
): Promise<{ heightCm: number; weightKg: number }> {
  const [user] = await tx
    .select({ body: users.bodyMeasurements })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const height = user?.body?.height;
  const weight = user?.body?.weight;
  if (typeof height !== 'number' || typeof weight !== 'number') {
    throw new AppError('POST_MEASUREMENTS_MISSING', {
      fields: [{ path: 'shareMeasurements', message: 'errors.POST_MEASUREMENTS_MISSING' }],
    });
  }
  return { heightCm: height, weightKg: weight };
}
