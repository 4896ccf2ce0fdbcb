import { createHash } from 'node:crypto';
import type { VariantOptionValue } from '@cho-dep/core/catalog/product-attributes';
import { AppError, isAppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { addToCart } from '../../cart/add-to-cart';
import { variantLabelOf } from '../../cart/cart-pricing';
import { countCartItems } from '../../cart/cart-queries';
import { products, productVariants } from '../../products/catalog/products.tables';
import { type LookSourceKind, lookItems } from './look-items';
import { shopTheLookRequests } from './shoppable.tables';

export interface LookLine {
  productId: string;
  variantId: string;
  quantity: number;
}

export interface AddedLook {
  added: LookLine[];
  /** Lines in the buyer's cart afterwards (the header badge). */
  cartCount: number;
  /** The key had been used with these lines already: nothing was added this time. */
  replayed: boolean;
}

/** How long a key is remembered: far longer than any retry, short enough to keep the table small. */
const KEY_TTL_MS = 24 * 60 * 60 * 1000;

class AlreadyAdded extends Error {}

const lineField = (index: number, error: AppError) => ({
  path: `lines.${index}`,
  message: `errors.${error.code}`,
  ...(error.params ? { params: error.params } : {}),
});

/**
 * The confirmed lines must be products of this look and variants of those products: the look
 * is what the buyer confirmed, not a way to fill a cart with anything.
 */
async function checkLines(db: Db, kind: LookSourceKind, id: string, lines: readonly LookLine[]) {
  const inLook = new Set((await lookItems(db, kind, id)).map((item) => item.productId));
  const rows = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      optionValues: productVariants.optionValues,
      name: products.name,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...new Set(lines.map((line) => line.variantId))]));
  const variants = new Map(rows.map((row) => [row.id, row]));
  const fields = lines.flatMap((line, index) => {
    if (!inLook.has(line.productId)) {
      return [{ path: `lines.${index}.productId`, message: 'errors.LOOK_ITEM_NOT_IN_LOOK' }];
    }
    if (variants.get(line.variantId)?.productId !== line.productId) {
      return [{ path: `lines.${index}.variantId`, message: 'errors.LOOK_ITEM_NOT_IN_LOOK' }];
    }
    return [];
  });
  if (fields.length > 0) throw new AppError('LOOK_ITEM_NOT_IN_LOOK', { fields });
  return variants;
}

/**
 * "Thêm N sản phẩm vào giỏ": puts every confirmed line of a look in the buyer's cart, across
 * shops, in ONE transaction through the cart's own addToCart (the cart domain owns its
 * tables): all lines or none. A line that can no longer be bought refuses the whole request
 * with its code and the line's index in `fields` (a sold-out size is LOOK_ITEM_OUT_OF_STOCK,
 * naming the product), so the sheet marks that line and the buyer picks again.
 *
 * Idempotent per Idempotency-Key, as the checkout is: the key is claimed first in the same
 * transaction (a concurrent request with the same key waits on it, then finds the answer),
 * and a retry with the same lines answers the first answer and adds nothing; the same key
 * with other lines is IDEMPOTENCY_KEY_REUSED.
 */
export async function addLookToCart(
  db: Db,
  request: {
    userId: string;
    source: { kind: LookSourceKind; id: string };
    lines: readonly LookLine[];
    idempotencyKey: string;
    now: Date;
  },
): Promise<AddedLook> {
  const { userId, source, lines, idempotencyKey, now } = request;
  const requestHash = createHash('sha256').update(JSON.stringify({ source, lines })).digest('hex');

  const existing = await findAnswer(db, userId, idempotencyKey, requestHash);
  if (existing) return existing;
  const variants = await checkLines(db, source.kind, source.id, lines);

  let addedNow = false;
  try {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(shopTheLookRequests)
        .values({ userId, idempotencyKey, requestHash, answer: { added: [], cartCount: 0 }, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: shopTheLookRequests.idempotencyKey });
      if (!claimed) throw new AlreadyAdded();
      await tx
        .delete(shopTheLookRequests)
        .where(
          and(
            eq(shopTheLookRequests.userId, userId),
            lt(shopTheLookRequests.createdAt, new Date(now.getTime() - KEY_TTL_MS)),
          ),
        );
      // Variant order: two looks added at once lock the same rows in the same order.
      const order = lines.map((line, index) => ({ line, index }));
      order.sort((a, b) => (a.line.variantId < b.line.variantId ? -1 : 1));
      for (const { line, index } of order) {
        await addLine(tx, userId, line, index, variants.get(line.variantId));
      }
      const answer = { added: [...lines], cartCount: await countCartItems(tx, { userId }) };
      await tx
        .update(shopTheLookRequests)
        .set({ answer })
        .where(
          and(eq(shopTheLookRequests.userId, userId), eq(shopTheLookRequests.idempotencyKey, idempotencyKey)),
        );
    });
    addedNow = true;
  } catch (error) {
    if (!(error instanceof AlreadyAdded)) throw error;
  }
  const stored = await findAnswer(db, userId, idempotencyKey, requestHash);
  if (!stored) throw new AppError('INTERNAL');
  // Only the request whose transaction added the lines is not a replay (a concurrent one with
  // the same key waited for it and answers its copy).
  return { ...stored, replayed: !addedNow };
}

async function addLine(
  tx: Tx,
  userId: string,
  line: LookLine,
  index: number,
  variant: { name: string; optionValues: VariantOptionValue[] } | undefined,
): Promise<void> {
  try {
    await addToCart(tx, { userId }, { variantId: line.variantId, quantity: line.quantity });
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === 'OUT_OF_STOCK') {
      const params = {
        name: variant?.name ?? '',
        variant: variant ? variantLabelOf(variant.optionValues) : '',
      };
      const refused = new AppError('LOOK_ITEM_OUT_OF_STOCK', { params });
      throw new AppError('LOOK_ITEM_OUT_OF_STOCK', { params, fields: [lineField(index, refused)] });
    }
    throw new AppError(error.code, {
      ...(error.params ? { params: error.params } : {}),
      fields: [lineField(index, error)],
    });
  }
}

async function findAnswer(
  db: Db,
  userId: string,
  key: string,
  requestHash: string,
): Promise<AddedLook | null> {
  const [row] = await db
    .select({ requestHash: shopTheLookRequests.requestHash, answer: shopTheLookRequests.answer })
    .from(shopTheLookRequests)
    .where(and(eq(shopTheLookRequests.userId, userId), eq(shopTheLookRequests.idempotencyKey, key)));
  if (!row) return null;
  if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { ...row.answer, replayed: true };
}
