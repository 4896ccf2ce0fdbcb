import { CHAT_MESSAGE_KINDS, CHAT_SIDES } from '@cho-dep/core/chat/chat-schemas';
import { z } from '@hono/zod-openapi';

/** A product card in a conversation: opens the product page. */
const chatProductCardSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    price: z.number(),
    salePrice: z.number().nullable(),
  })
  .openapi('ChatProductCard');

/** An order card: opens the order (the buyer's or the seller's detail). */
const chatOrderCardSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    status: z.string(),
    total: z.number(),
    itemCount: z.number().int(),
  })
  .openapi('ChatOrderCard');

export const chatMessageSchema = z
  .object({
    id: z.string(),
    roomId: z.string(),
    /** The room's message counter: 1, 2, 3... with no gaps; "after=seq" catches up. */
    seq: z.number().int(),
    senderSide: z.enum(CHAT_SIDES),
    kind: z.enum(CHAT_MESSAGE_KINDS),
    text: z.string(),
    image: z.union([z.object({ url: z.string(), thumbUrl: z.string() }), z.null()]),
    /** null also when the product or order was deleted since. */
    product: z.union([chatProductCardSchema, z.null()]),
    order: z.union([chatOrderCardSchema, z.null()]),
    createdAt: z.string(),
  })
  .openapi('ChatMessage');
export type ChatMessageView = z.infer<typeof chatMessageSchema>;

const personSchema = z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() });

export const chatRoomSchema = z
  .object({
    id: z.string(),
    /** Which inbox this view is of: the buyer's or the shop's. */
    side: z.enum(CHAT_SIDES),
    shop: personSchema,
    buyer: z.object({ id: z.string(), fullName: z.string(), avatarUrl: z.string().nullable() }),
    /** The other side as the reader sees them: the shop (its owner's user id) or the buyer. */
    other: z.object({ userId: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
    lastMessage: z.union([chatMessageSchema, z.null()]),
    lastMessageAt: z.string().nullable(),
    /** Messages from the other side this side has not read. */
    unread: z.number().int(),
    /** Marked unread by hand (counts as one on the red dot). */
    markedUnread: z.boolean(),
    /** The other side's read and delivered ticks: my messages up to these seqs. */
    otherReadSeq: z.number().int(),
    otherDeliveredSeq: z.number().int(),
    lastSeq: z.number().int(),
  })
  .openapi('ChatRoom');
export type ChatRoomView = z.infer<typeof chatRoomSchema>;

/** The 'chat:room' socket event: a room's reading state after a change. */
export interface ChatRoomEvent {
  roomId: string;
  buyerUnread: number;
  shopUnread: number;
  buyerReadSeq: number;
  shopReadSeq: number;
  buyerDeliveredSeq: number;
  shopDeliveredSeq: number;
  lastSeq: number;
}
