import { afterMessage, type RoomReading } from '@cho-dep/core/chat/chat-reading';
import type { ChatSide } from '@cho-dep/core/chat/chat-schemas';
import type { Tx } from '@cho-dep/db/client';
import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { chatMessages, chatQuickReplies, chatRooms } from '../chat/chat.tables';
import { orders } from '../orders/orders.tables';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';

const MINUTE_MS = 60_000;

type Line =
  | { side: ChatSide; text: string }
  | { side: ChatSide; card: 'product' }
  | { side: ChatSide; card: 'order' };

interface Conversation {
  /** How long ago the last message was. */
  endsAgoMs: number;
  lines: Line[];
  /** Whether the shop has read the buyer's last messages (the buyer always read up to their own). */
  shopRead: boolean;
}

/**
 * Three conversations of buyer@demo.vn: with the demo seller's shop (the shop has not yet read
 * the buyer's question, so seller@demo.vn sees a red dot), with a shop whose answers the buyer
 * has not read (the buyer's unread room), and an older one everybody has read. The demo buyer
 * has no orders (seed-demo-orders.ts leaves their order list to the tests), so their cards are
 * products; the demo seller's shop also talks with two customers about their real orders.
 */
const BUYER_CONVERSATIONS: Conversation[] = [
  {
    endsAgoMs: 2 * 60 * MINUTE_MS,
    shopRead: false,
    lines: [
      { side: 'buyer', card: 'product' },
      { side: 'buyer', text: 'Shop ơi, mẫu này còn size M không ạ?' },
      { side: 'shop', text: 'Dạ còn ạ. Bạn cao và nặng bao nhiêu để shop tư vấn size nhé?' },
      { side: 'buyer', text: 'Mình cao 1m58, nặng 48kg ạ' },
      { side: 'shop', text: 'Dạ bạn mặc size M là vừa đẹp ạ 🥰' },
      { side: 'buyer', text: 'Nếu mình đặt hôm nay thì khi nào shop gửi hàng vậy ạ?' },
    ],
  },
  {
    endsAgoMs: 30 * MINUTE_MS,
    shopRead: true,
    lines: [
      { side: 'buyer', card: 'product' },
      { side: 'buyer', text: 'Shop ơi mẫu này có sẵn không ạ?' },
      { side: 'shop', text: 'Dạ mẫu này shop có sẵn, đặt hôm nay mai shop gửi ngay ạ.' },
      { side: 'shop', text: 'Dự kiến 2-3 ngày là bạn nhận được hàng nhé. Cảm ơn bạn đã quan tâm!' },
    ],
  },
  {
    endsAgoMs: 3 * 24 * 60 * MINUTE_MS,
    shopRead: true,
    lines: [
      { side: 'buyer', card: 'product' },
      { side: 'buyer', text: 'Sản phẩm này có màu khác không shop?' },
      { side: 'shop', text: 'Dạ hiện shop có thêm màu be và màu đen ạ.' },
      { side: 'buyer', text: 'Cảm ơn shop, để mình xem thêm' },
    ],
  },
];

/** Customers of the demo seller's shop asking about their orders (order cards). */
const CUSTOMER_CONVERSATIONS: Conversation[] = [
  {
    endsAgoMs: 5 * 60 * MINUTE_MS,
    shopRead: false,
    lines: [
      { side: 'buyer', card: 'order' },
      { side: 'buyer', text: 'Mình nhận được hàng rồi, áo đẹp lắm shop ơi!' },
      { side: 'buyer', text: 'Lần sau shop có mẫu mới thì báo mình với nhé' },
    ],
  },
  {
    endsAgoMs: 26 * 60 * MINUTE_MS,
    shopRead: true,
    lines: [
      { side: 'buyer', card: 'order' },
      { side: 'buyer', text: 'Shop ơi, đơn này mình đổi sang size L được không ạ?' },
      { side: 'shop', text: 'Dạ được ạ, bạn gửi lại áo size M, shop đổi size L cho bạn nhé.' },
      { side: 'buyer', text: 'Dạ cảm ơn shop nhiều ạ' },
      { side: 'shop', card: 'order' },
    ],
  },
];

const QUICK_REPLIES = [
  'Dạ shop còn hàng ạ, bạn đặt hàng giúp shop nhé!',
  'Dạ bạn cho shop xin chiều cao và cân nặng để shop tư vấn size nhé.',
  'Đơn hàng sẽ được giao trong 2-4 ngày làm việc ạ.',
  'Shop cảm ơn bạn đã ủng hộ, chúc bạn một ngày vui vẻ! ❤️',
];

const fresh = (): RoomReading => ({
  lastSeq: 0,
  buyer: { unread: 0, readSeq: 0, markedUnread: false, hidden: false },
  shop: { unread: 0, readSeq: 0, markedUnread: false, hidden: false },
});

async function firstProductOf(tx: Tx, shopId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.status, 'approved')))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(1);
  return row?.id ?? null;
}

/** The demo seller's shop, then two other approved shops. */
async function demoShops(tx: Tx, buyerId: string, sellerId: string) {
  const columns = { id: shops.id, ownerUserId: shops.ownerUserId };
  const [own] = await tx
    .select(columns)
    .from(shops)
    .where(and(eq(shops.ownerUserId, sellerId), eq(shops.status, 'approved')));
  const others = await tx
    .select(columns)
    .from(shops)
    .where(and(eq(shops.status, 'approved'), ne(shops.ownerUserId, sellerId), ne(shops.ownerUserId, buyerId)))
    .orderBy(asc(shops.name))
    .limit(2);
  return { own: own ?? null, all: [...(own ? [own] : []), ...others] };
}

/** The latest orders of a shop, of different buyers. */
async function latestCustomers(tx: Tx, shopId: string, count: number) {
  const rows = await tx
    .select({ userId: orders.userId, orderId: orders.id })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), isNotNull(orders.userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50);
  const seen = new Map<string, string>();
  for (const row of rows) if (row.userId && !seen.has(row.userId)) seen.set(row.userId, row.orderId);
  return [...seen].slice(0, count).map(([userId, orderId]) => ({ userId, orderId }));
}

interface Talk {
  buyerId: string;
  shop: { id: string; ownerUserId: string };
  productId: string | null;
  orderId: string | null;
  conversation: Conversation;
}

/** One room and its messages, the counters moved as sending them would have (core rules). */
async function seedConversation(tx: Tx, talk: Talk, key: string, now: Date): Promise<void> {
  const { buyerId, shop, productId, orderId, conversation } = talk;
  // A card the shop cannot have (no product on sale) is left out of the conversation.
  const lines = conversation.lines.filter(
    (line) => !('card' in line) || (line.card === 'product' ? productId : orderId),
  );
  const [room] = await tx
    .insert(chatRooms)
    .values({ buyerId, shopId: shop.id })
    .returning({ id: chatRooms.id });
  if (!room) throw new Error('demo chat room insert returned nothing');
  let reading = fresh();
  const start = now.getTime() - conversation.endsAgoMs - (lines.length - 1) * 3 * MINUTE_MS;
  const rows: Array<typeof chatMessages.$inferInsert> = lines.map((line, i) => {
    const next = afterMessage(reading, line.side);
    reading = next.room;
    const card = 'card' in line ? line.card : null;
    return {
      roomId: room.id,
      seq: next.seq,
      senderId: line.side === 'buyer' ? buyerId : shop.ownerUserId,
      senderSide: line.side,
      kind: card ?? 'text',
      text: 'text' in line ? line.text : '',
      productId: card === 'product' ? productId : null,
      orderId: card === 'order' ? orderId : null,
      clientId: `demo-${key}-${i}`,
      createdAt: new Date(start + i * 3 * MINUTE_MS),
    };
  });
  await tx.insert(chatMessages).values(rows);
  const { lastSeq, buyer, shop: shopReading } = reading;
  const shopSide = conversation.shopRead ? { unread: 0, readSeq: lastSeq } : shopReading;
  await tx
    .update(chatRooms)
    .set({
      lastSeq,
      lastMessageAt: rows.at(-1)?.createdAt ?? now,
      buyerUnread: buyer.unread,
      buyerReadSeq: buyer.readSeq,
      buyerDeliveredSeq: lastSeq,
      shopUnread: shopSide.unread,
      shopReadSeq: shopSide.readSeq,
      shopDeliveredSeq: lastSeq,
      createdAt: new Date(start),
    })
    .where(eq(chatRooms.id, room.id));
}

/**
 * Conversations of the demo buyer with three shops, of two customers with the demo seller's
 * shop about their orders, and the demo seller's quick replies.
 */
export async function seedDemoChats(tx: Tx, now: Date): Promise<void> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) in ('buyer@demo.vn', 'seller@demo.vn')`);
  const buyerId = people.find((p) => p.email?.toLowerCase() === 'buyer@demo.vn')?.id;
  const sellerId = people.find((p) => p.email?.toLowerCase() === 'seller@demo.vn')?.id;
  if (!buyerId || !sellerId) throw new Error('the demo buyer or seller account is missing');

  const demo = await demoShops(tx, buyerId, sellerId);
  for (const [index, shop] of demo.all.entries()) {
    const conversation = BUYER_CONVERSATIONS[index];
    if (!conversation) break;
    const productId = await firstProductOf(tx, shop.id);
    await seedConversation(
      tx,
      { buyerId, shop, productId, orderId: null, conversation },
      `buyer-${index}`,
      now,
    );
  }
  const own = demo.own;
  if (!own) return;
  const customers = await latestCustomers(tx, own.id, CUSTOMER_CONVERSATIONS.length);
  for (const [index, customer] of customers.entries()) {
    const conversation = CUSTOMER_CONVERSATIONS[index];
    if (!conversation) break;
    const talk = { buyerId: customer.userId, shop: own, productId: null, orderId: customer.orderId };
    await seedConversation(tx, { ...talk, conversation }, `customer-${index}`, now);
  }
  await tx
    .insert(chatQuickReplies)
    .values(QUICK_REPLIES.map((text, i) => ({ shopId: own.id, text, position: i + 1 })));
}
