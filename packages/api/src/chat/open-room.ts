import { randomUUID } from 'node:crypto';
import type { OpenRoomInput, SendMessageInput } from '@cho-dep/core/chat/chat-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { shops } from '../shops/shops.tables';
import { chatRooms } from './chat.tables';
import { invalidField } from './chat-access';
import { pushNewMessage } from './chat-push';
import { checkContent, spendSend, storeMessage } from './send-message';

/**
 * The buyer's room with a shop, created on first contact (one room per buyer and shop). Opened
 * from a product page or an order, the product or order card goes in as the buyer's message,
 * unless the room's last message is already that card (opening the same page again).
 * Answers the room's id.
 */
export async function openRoom(ctx: AppContext, buyerId: string, input: OpenRoomInput): Promise<string> {
  const db = ctx.database.db;
  const [shop] = await db
    .select({ id: shops.id, ownerUserId: shops.ownerUserId })
    .from(shops)
    .where(and(eq(shops.id, input.shopId), eq(shops.status, 'approved')));
  if (!shop) throw new AppError('NOT_FOUND');
  if (shop.ownerUserId === buyerId) throw invalidField('shopId', 'validation.chat.ownShop');

  const members = { roomId: '', buyerId, shopId: shop.id, shopOwnerId: shop.ownerUserId };
  const sender = { userId: buyerId, side: 'buyer' as const };
  const clientId = `open-${randomUUID()}`;
  const card: SendMessageInput | null = input.productId
    ? { kind: 'product', clientId, productId: input.productId }
    : input.orderId
      ? { kind: 'order', clientId, orderId: input.orderId }
      : null;
  const content = card ? await checkContent(ctx, members, sender, card) : null;

  await db.insert(chatRooms).values({ buyerId, shopId: shop.id }).onConflictDoNothing();
  const [room] = await db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.buyerId, buyerId), eq(chatRooms.shopId, shop.id)));
  if (!room) throw new Error('chat room missing after insert');
  members.roomId = room.id;

  if (content) {
    await spendSend(ctx, buyerId);
    const sent = await db.transaction((tx) =>
      storeMessage(ctx, tx, members, sender, content, { clientId, onlyIfNewCard: true }),
    );
    if (sent?.created) pushNewMessage(ctx, members, sent.message);
  }
  return room.id;
}
