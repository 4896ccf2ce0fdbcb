import { afterMessage, CHAT_SEND_BUDGET, openingCardIsNew } from '@cho-dep/core/chat/chat-reading';
import type { ChatSide, SendMessageInput } from '@cho-dep/core/chat/chat-schemas';
import { findOffensiveTerm } from '@cho-dep/core/community/offensive-content';
import { AppError } from '@cho-dep/core/errors/app-error';
import { SERVER_EVENTS } from '@cho-dep/core/realtime/realtime-events';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import { spend } from '../accounts/throttle-counters';
import type { AppContext } from '../app/app-context';
import { publishAfterCommit } from '../realtime/publish';
import { chatMessages, chatRooms } from './chat.tables';
import { invalidField } from './chat-access';
import { isOwnChatImage } from './chat-image';
import { messageColumns, messageViews, orderCards, productCards } from './chat-message-views';
import { pushNewMessage } from './chat-push';
import type { ChatMessageView } from './chat-view-schemas';
import type { RoomMembers } from './room-members';

/** What a message carries, once checked. */
export interface MessageContent {
  kind: SendMessageInput['kind'];
  text: string;
  imageKey: string | null;
  productId: string | null;
  orderId: string | null;
}

export interface Sender {
  userId: string;
  side: ChatSide;
}

/**
 * Checks what a message carries against the room: no offensive words (the community's filter
 * and answer), only the sender's own stored picture, only a product of this shop on sale, only
 * an order between this buyer and this shop.
 */
export async function checkContent(
  ctx: AppContext,
  members: RoomMembers,
  sender: Sender,
  input: SendMessageInput,
): Promise<MessageContent> {
  const db = ctx.database.db;
  const empty = { text: '', imageKey: null, productId: null, orderId: null };
  switch (input.kind) {
    case 'text':
      if (findOffensiveTerm(input.text) !== null) {
        throw new AppError('CONTENT_INAPPROPRIATE', {
          fields: [{ path: 'text', message: 'errors.CONTENT_INAPPROPRIATE' }],
        });
      }
      return { ...empty, kind: 'text', text: input.text };
    case 'image':
      if (!(await isOwnChatImage(ctx, sender.userId, input.imageKey))) {
        throw invalidField('imageKey', 'validation.chat.imageInvalid');
      }
      return { ...empty, kind: 'image', imageKey: input.imageKey };
    case 'product': {
      const product = (await productCards(db, [input.productId], (key) => key)).get(input.productId);
      if (!product || product.shopId !== members.shopId || product.status !== 'approved') {
        throw invalidField('productId', 'validation.chat.productInvalid');
      }
      return { ...empty, kind: 'product', productId: input.productId };
    }
    case 'order': {
      const order = (await orderCards(db, [input.orderId])).get(input.orderId);
      if (!order || order.shopId !== members.shopId || order.userId !== members.buyerId) {
        throw invalidField('orderId', 'validation.chat.orderInvalid');
      }
      return { ...empty, kind: 'order', orderId: input.orderId };
    }
  }
}

async function storedByClientId(tx: Db | Tx, roomId: string, clientId: string) {
  const [row] = await tx
    .select({ ...messageColumns, senderId: chatMessages.senderId })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

export interface StoreOptions {
  clientId: string;
  /** Opening a room with a card: skip it when the room's last message is the same card. */
  onlyIfNewCard?: boolean;
}

/**
 * Stores a message and moves the room's counters in one transaction, under the room's row
 * lock: the message takes last_seq + 1 (so seqs are gapless and in commit order), the other
 * side gets one more unread, and the sockets of both members hear of it once it commits.
 * Answers null when the opening card was already the last message.
 */
export async function storeMessage(
  ctx: AppContext,
  tx: Tx,
  members: RoomMembers,
  sender: Sender,
  content: MessageContent,
  options: StoreOptions,
): Promise<{ message: ChatMessageView; created: boolean } | null> {
  const urlOf = (key: string) => ctx.storage.urlOf(key);
  const [room] = await tx.select().from(chatRooms).where(eq(chatRooms.id, members.roomId)).for('update');
  if (!room) throw new AppError('NOT_FOUND');

  const stored = await storedByClientId(tx, room.id, options.clientId);
  if (stored) {
    // The same id from the other member is not a resend of this message.
    if (stored.senderSide !== sender.side || stored.senderId !== sender.userId)
      throw new AppError('CONFLICT');
    const [message] = await messageViews(tx, [stored], urlOf);
    return message ? { message, created: false } : null;
  }
  if (options.onlyIfNewCard && room.lastSeq > 0) {
    const [last] = await tx
      .select(messageColumns)
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, room.id), eq(chatMessages.seq, room.lastSeq)));
    const card = content.productId
      ? ({ kind: 'product', id: content.productId } as const)
      : ({ kind: 'order', id: content.orderId ?? '' } as const);
    if (!openingCardIsNew(last ?? null, card)) return null;
  }

  const next = afterMessage(
    {
      lastSeq: room.lastSeq,
      buyer: {
        unread: room.buyerUnread,
        readSeq: room.buyerReadSeq,
        markedUnread: room.buyerMarkedUnread,
        hidden: room.buyerHiddenAt !== null,
      },
      shop: {
        unread: room.shopUnread,
        readSeq: room.shopReadSeq,
        markedUnread: room.shopMarkedUnread,
        hidden: room.shopHiddenAt !== null,
      },
    },
    sender.side,
  );
  const now = ctx.now();
  const [inserted] = await tx
    .insert(chatMessages)
    .values({
      roomId: room.id,
      seq: next.seq,
      senderId: sender.userId,
      senderSide: sender.side,
      ...content,
      clientId: options.clientId,
      createdAt: now,
    })
    .returning(messageColumns);
  if (!inserted) throw new Error('chat message insert returned nothing');
  const { buyer, shop } = next.room;
  await tx
    .update(chatRooms)
    .set({
      lastSeq: next.seq,
      lastMessageAt: now,
      buyerUnread: buyer.unread,
      buyerReadSeq: buyer.readSeq,
      buyerMarkedUnread: buyer.markedUnread,
      shopUnread: shop.unread,
      shopReadSeq: shop.readSeq,
      shopMarkedUnread: shop.markedUnread,
      // A new message brings a hidden room back into both lists.
      buyerHiddenAt: null,
      shopHiddenAt: null,
    })
    .where(eq(chatRooms.id, room.id));
  const [message] = await messageViews(tx, [inserted], urlOf);
  if (!message) throw new Error('chat message view missing');
  await publishAfterCommit(tx, {
    to: [members.buyerId, members.shopOwnerId],
    event: SERVER_EVENTS.chatMessage,
    data: { roomId: room.id, message },
  });
  return { message, created: true };
}

/** Counts a send against the sender's budget of CHAT_LIMITS.sendsPerMinute (429 past it). */
export async function spendSend(ctx: AppContext, userId: string): Promise<void> {
  await spend(ctx, [{ budget: CHAT_SEND_BUDGET, subject: userId }]);
}

/**
 * Sends a message as `sender` (a member, checked by the caller). The same clientId again
 * answers the stored message and spends nothing.
 */
export async function sendMessage(
  ctx: AppContext,
  members: RoomMembers,
  sender: Sender,
  input: SendMessageInput,
): Promise<{ message: ChatMessageView; created: boolean }> {
  const db = ctx.database.db;
  const replay = await storedByClientId(db, members.roomId, input.clientId);
  if (replay) {
    if (replay.senderSide !== sender.side || replay.senderId !== sender.userId)
      throw new AppError('CONFLICT');
    const [message] = await messageViews(db, [replay], (key) => ctx.storage.urlOf(key));
    if (message) return { message, created: false };
  }
  const content = await checkContent(ctx, members, sender, input);
  await spendSend(ctx, sender.userId);
  const sent = await db.transaction((tx) =>
    storeMessage(ctx, tx, members, sender, content, { clientId: input.clientId }),
  );
  if (!sent) throw new Error('chat message not stored');
  if (sent.created) pushNewMessage(ctx, members, sent.message);
  return sent;
}
