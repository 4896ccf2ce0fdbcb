import type { ChatSide } from '@cho-dep/core/chat/chat-schemas';
import type { ChatMessage, RoomStateEvent } from './chat-types';

/**
 * Messages kept in seq order, each once: a page of history, a live message and the answer to
 * a send can all bring the same message, in any order.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const bySeq = new Map<number, ChatMessage>();
  for (const message of current) bySeq.set(message.seq, message);
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** What the sender sees under their own message. */
export type Tick = 'sending' | 'failed' | 'sent' | 'delivered' | 'read';

/** Read beats delivered beats sent: the other side's reading state says how far it got. */
export function tickOf(seq: number, other: { readSeq: number; deliveredSeq: number }): Tick {
  if (other.readSeq >= seq) return 'read';
  if (other.deliveredSeq >= seq) return 'delivered';
  return 'sent';
}

/** The other side's ticks out of a 'chat:room' event, for the reader on `side`. */
export function otherSideState(event: RoomStateEvent, side: ChatSide) {
  return side === 'buyer'
    ? { readSeq: event.shopReadSeq, deliveredSeq: event.shopDeliveredSeq, unread: event.buyerUnread }
    : { readSeq: event.buyerReadSeq, deliveredSeq: event.buyerDeliveredSeq, unread: event.shopUnread };
}

/** The side that receives a message: the one that did not send it. */
export function receiverOf(message: ChatMessage): ChatSide {
  return message.senderSide === 'buyer' ? 'shop' : 'buyer';
}

/**
 * Only the last of the sender's messages that share a tick shows it (as Messenger does): a
 * row of "Đã xem" under every bubble is noise. Answers the seqs whose tick is shown.
 */
export function ticksShown(
  messages: readonly ChatMessage[],
  side: ChatSide,
  other: { readSeq: number; deliveredSeq: number },
) {
  const shown = new Set<number>();
  let lastTick: Tick | null = null;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (!message || message.senderSide !== side) continue;
    const tick = tickOf(message.seq, other);
    if (tick !== lastTick) shown.add(message.seq);
    lastTick = tick;
  }
  return shown;
}

interface PendingLike {
  kind: 'text' | 'image';
  text?: string;
  afterSeq: number;
}

/**
 * The sender's bubbles still on their way, less those whose stored copy has already come
 * back over the socket (it can beat the send's own answer): each stored message of the
 * sender's side newer than the bubble, with the same kind and words, stands for one bubble.
 */
export function visiblePending<P extends PendingLike>(
  pending: readonly P[],
  messages: readonly ChatMessage[],
  side: ChatSide,
): P[] {
  const used = new Set<number>();
  return pending.filter((item) => {
    const twin = messages.find(
      (m) =>
        m.senderSide === side &&
        m.seq > item.afterSeq &&
        !used.has(m.seq) &&
        m.kind === item.kind &&
        (item.kind !== 'text' || m.text === item.text?.trim()),
    );
    if (!twin) return true;
    used.add(twin.seq);
    return false;
  });
}
