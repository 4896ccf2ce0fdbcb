import type { Budget } from '../accounts/throttle-policy';
import { CHAT_LIMITS } from './chat-limits';
import type { ChatSide } from './chat-schemas';

/**
 * How a room's per-side reading state moves (decision 048). The API applies these under the
 * room's row lock, in the same transaction as the message or the "read" that moves it, so the
 * red dot stays exact when both sides write at once.
 */

export function otherSide(side: ChatSide): ChatSide {
  return side === 'buyer' ? 'shop' : 'buyer';
}

/** The counters of one side of a room. */
export interface SideReading {
  unread: number;
  readSeq: number;
  markedUnread: boolean;
  hidden: boolean;
}

export interface RoomReading {
  lastSeq: number;
  buyer: SideReading;
  shop: SideReading;
}

/**
 * A message from `sender` takes the next sequence number. The recipient has one more unread
 * (their "mark unread" is now a real unread, so the flag goes); the sender has read everything
 * up to their own message. A room hidden by either side comes back with a new message.
 */
export function afterMessage(room: RoomReading, sender: ChatSide): { seq: number; room: RoomReading } {
  const seq = room.lastSeq + 1;
  const recipient = otherSide(sender);
  const next: RoomReading = { ...room, lastSeq: seq } as RoomReading;
  next[sender] = { unread: 0, readSeq: seq, markedUnread: false, hidden: false };
  next[recipient] = {
    ...room[recipient],
    unread: room[recipient].unread + 1,
    markedUnread: false,
    hidden: false,
  };
  return { seq, room: next };
}

/**
 * The seq a side has read after "read up to `requested`" (the newest message when omitted):
 * never backwards, never past the last message.
 */
export function readSeqAfterRead(current: number, requested: number | undefined, lastSeq: number): number {
  const target = Math.min(requested ?? lastSeq, lastSeq);
  return Math.max(current, target);
}

/** The delivered tick only moves forward, and never past the last message. */
export function deliveredSeqAfter(current: number, reported: number, lastSeq: number): number {
  return Math.max(current, Math.min(reported, lastSeq));
}

/**
 * "Mark as unread" on a room: only a room with messages, all read, gets the flag (a room with
 * unread messages already shows them). Answers whether anything changed.
 */
export function canMarkUnread(side: SideReading, lastSeq: number): boolean {
  return lastSeq > 0 && side.unread === 0 && !side.markedUnread;
}

/**
 * What one room adds to the red dot: its unread messages, or one for a room marked unread by
 * hand. Hidden rooms add nothing: a count the reader cannot find in the list cannot be cleared.
 */
export function redDotWeight(side: Pick<SideReading, 'unread' | 'markedUnread' | 'hidden'>): number {
  if (side.hidden) return 0;
  if (side.unread > 0) return side.unread;
  return side.markedUnread ? 1 : 0;
}

/** Whether a room counts as unread for the list's "unread" and "read" filters. */
export function isRoomUnread(side: Pick<SideReading, 'unread' | 'markedUnread'>): boolean {
  return side.unread > 0 || side.markedUnread;
}

/** The sends of one user per minute, across all rooms and both sides. */
export const CHAT_SEND_BUDGET: Budget = {
  name: 'chat:send',
  limit: CHAT_LIMITS.sendsPerMinute,
  windowSeconds: 60,
};

/** A card a room opening may send: a product or an order. */
export type OpeningCard = { kind: 'product'; id: string } | { kind: 'order'; id: string };

/**
 * Opening a room from the same product page twice in a row sends the card once: the card goes
 * in only when the room's last message is not already the same card from the buyer.
 */
export function openingCardIsNew(
  last: { senderSide: ChatSide; kind: string; productId: string | null; orderId: string | null } | null,
  card: OpeningCard,
): boolean {
  if (last?.senderSide !== 'buyer' || last.kind !== card.kind) return true;
  return (card.kind === 'product' ? last.productId : last.orderId) !== card.id;
}
