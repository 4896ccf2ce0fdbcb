import type { Db, Tx } from '@cho-dep/db/client';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { orderItems, orders } from '../orders/orders.tables';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { productCardColumns, toProductCard } from '../products/catalog/product-cards';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { chatMessages } from './chat.tables';
import type { ChatMessageView } from './chat-view-schemas';

/** Chat pictures are kept at these sizes (like community pictures): the bubble and full screen. */
export const CHAT_IMAGE_SIZES = [1080, 540] as const;

export const messageColumns = {
  id: chatMessages.id,
  roomId: chatMessages.roomId,
  seq: chatMessages.seq,
  senderSide: chatMessages.senderSide,
  kind: chatMessages.kind,
  text: chatMessages.text,
  imageKey: chatMessages.imageKey,
  productId: chatMessages.productId,
  orderId: chatMessages.orderId,
  createdAt: chatMessages.createdAt,
};

export type MessageRow = {
  id: string;
  roomId: string;
  seq: number;
  senderSide: 'buyer' | 'shop';
  kind: ChatMessageView['kind'];
  text: string;
  imageKey: string | null;
  productId: string | null;
  orderId: string | null;
  createdAt: Date;
};

type ProductCard = NonNullable<ChatMessageView['product']>;
type OrderCard = NonNullable<ChatMessageView['order']>;

/** Product cards by id, as the catalog's listings build them (first picture, prices). */
export async function productCards(db: Db | Tx, ids: readonly string[], urlOf: UrlOf) {
  const cards = new Map<string, ProductCard & { shopId: string; status: string }>();
  if (ids.length === 0) return cards;
  const rows = await db
    .select({ ...productCardColumns, status: products.status })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(inArray(products.id, [...new Set(ids)]));
  for (const row of rows) {
    const card = toProductCard(row, urlOf);
    cards.set(row.id, {
      id: card.id,
      name: card.name,
      imageUrl: card.imageUrl,
      price: card.price,
      salePrice: card.salePrice,
      shopId: row.shopId,
      status: row.status,
    });
  }
  return cards;
}

const orderCardColumns = {
  id: orders.id,
  code: orders.code,
  status: orders.status,
  total: orders.total,
  shopId: orders.shopId,
  userId: orders.userId,
  createdAt: orders.createdAt,
  // Spelled out with table names: in a one-table select the builder leaves columns unqualified.
  itemCount: sql<number>`(select coalesce(sum(oi.quantity), 0) from ${orderItems} oi
    where oi.order_id = "orders"."id")`.mapWith(Number),
};

function toOrderCard(row: { id: string; code: string; status: string; total: number; itemCount: number }) {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    total: Number(row.total),
    itemCount: row.itemCount,
  };
}

/** Order cards by id, with whose order it is (a card only for the room's buyer and shop). */
export async function orderCards(db: Db | Tx, ids: readonly string[]) {
  const cards = new Map<string, OrderCard & { shopId: string; userId: string | null }>();
  if (ids.length === 0) return cards;
  const rows = await db
    .select(orderCardColumns)
    .from(orders)
    .where(inArray(orders.id, [...new Set(ids)]));
  for (const row of rows) cards.set(row.id, { ...toOrderCard(row), shopId: row.shopId, userId: row.userId });
  return cards;
}

/** A buyer's latest orders with one shop, newest first (the seller's side panel). */
export async function recentOrdersOf(db: Db, buyerId: string, shopId: string, limit: number) {
  const rows = await db
    .select(orderCardColumns)
    .from(orders)
    .where(and(eq(orders.userId, buyerId), eq(orders.shopId, shopId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => ({ ...toOrderCard(row), createdAt: row.createdAt.toISOString() }));
}

/** Message rows as the API shows them: pictures as URLs, cards filled in from their domains. */
export async function messageViews(
  db: Db | Tx,
  rows: readonly MessageRow[],
  urlOf: UrlOf,
): Promise<ChatMessageView[]> {
  const [productsById, ordersById] = await Promise.all([
    productCards(
      db,
      rows.flatMap((row) => (row.productId ? [row.productId] : [])),
      urlOf,
    ),
    orderCards(
      db,
      rows.flatMap((row) => (row.orderId ? [row.orderId] : [])),
    ),
  ]);
  return rows.map((row) => {
    const product = row.productId ? productsById.get(row.productId) : undefined;
    const order = row.orderId ? ordersById.get(row.orderId) : undefined;
    return {
      id: row.id,
      roomId: row.roomId,
      seq: row.seq,
      senderSide: row.senderSide,
      kind: row.kind,
      text: row.text,
      image: row.imageKey
        ? {
            url: imageUrl(urlOf, row.imageKey, CHAT_IMAGE_SIZES[0]) ?? '',
            thumbUrl: imageUrl(urlOf, row.imageKey, CHAT_IMAGE_SIZES[1]) ?? '',
          }
        : null,
      product: product
        ? {
            id: product.id,
            name: product.name,
            imageUrl: product.imageUrl,
            price: product.price,
            salePrice: product.salePrice,
          }
        : null,
      order: order ? toOrderCard(order) : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** A page of a room's messages, ascending by seq (see the messages route for the modes). */
export async function roomMessages(
  db: Db,
  roomId: string,
  page: { before?: number; after?: number; limit: number },
  urlOf: UrlOf,
): Promise<{ items: ChatMessageView[]; hasOlder: boolean }> {
  const inRoom = eq(chatMessages.roomId, roomId);
  let rows: MessageRow[];
  if (page.after !== undefined) {
    rows = await db
      .select(messageColumns)
      .from(chatMessages)
      .where(and(inRoom, sql`${chatMessages.seq} > ${page.after}`))
      .orderBy(chatMessages.seq)
      .limit(page.limit);
  } else {
    const newestFirst = await db
      .select(messageColumns)
      .from(chatMessages)
      .where(page.before === undefined ? inRoom : and(inRoom, sql`${chatMessages.seq} < ${page.before}`))
      .orderBy(desc(chatMessages.seq))
      .limit(page.limit);
    rows = newestFirst.reverse();
  }
  // Seqs start at 1 with no gaps, so older messages exist exactly when the first shown is past 1.
  const first = rows[0];
  const hasOlder = first ? first.seq > 1 : page.before !== undefined && page.before > 1;
  return { items: await messageViews(db, rows, urlOf), hasOlder };
}
