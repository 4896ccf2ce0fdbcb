import { z } from 'zod';
import { CHAT_LIMITS } from './chat-limits';

/**
 * Which side of a conversation the reader is on. A seller is also a buyer in other shops'
 * rooms, so every chat call says which of their inboxes it reads: their own ('buyer') or
 * their shop's ('shop').
 */
export const CHAT_SIDES = ['buyer', 'shop'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

/** What a message carries: words, a picture, a product card or an order card. */
export const CHAT_MESSAGE_KINDS = ['text', 'image', 'product', 'order'] as const;

/** The room list's filters (product.md §2: "Chat with search and read filters"). */
export const CHAT_ROOM_FILTERS = ['all', 'unread', 'read'] as const;
export type ChatRoomFilter = (typeof CHAT_ROOM_FILTERS)[number];

/** A room is opened from a shop page or a product (the product card goes first) or an order. */
export const openRoomInputSchema = z
  .object({
    shopId: z.uuid(),
    productId: z.uuid().optional(),
    orderId: z.uuid().optional(),
  })
  .refine((v) => !(v.productId && v.orderId), { path: ['orderId'], message: 'validation.chat.oneCard' });
export type OpenRoomInput = z.infer<typeof openRoomInputSchema>;

/**
 * One message as a client sends it. `clientId` is the sender's own id for the message: a
 * retry after a dropped connection sends the same id and the message is stored once.
 */
export const sendMessageInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    clientId: z.string().min(8).max(64),
    text: z
      .string()
      .trim()
      .min(1, 'validation.chat.textRequired')
      .max(CHAT_LIMITS.textMax, 'validation.chat.textMax'),
  }),
  z.object({
    kind: z.literal('image'),
    clientId: z.string().min(8).max(64),
    /** The key POST /api/v1/image answered with. */
    imageKey: z.string().min(1).max(200),
  }),
  z.object({ kind: z.literal('product'), clientId: z.string().min(8).max(64), productId: z.uuid() }),
  z.object({ kind: z.literal('order'), clientId: z.string().min(8).max(64), orderId: z.uuid() }),
]);
export type SendMessageInput = z.infer<typeof sendMessageInputSchema>;

/** A seller's saved answer, offered under the message box. */
export const quickReplyInputSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'validation.chat.textRequired')
    .max(CHAT_LIMITS.quickReplyMax, 'validation.chat.quickReplyMax'),
});
