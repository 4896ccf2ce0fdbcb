import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-types';
import {
  mergeMessages,
  otherSideState,
  receiverOf,
  tickOf,
  ticksShown,
  visiblePending,
} from './message-list-state';

const message = (seq: number, senderSide: 'buyer' | 'shop' = 'buyer', text = `m${seq}`): ChatMessage => ({
  id: `id-${seq}`,
  roomId: 'room',
  seq,
  senderSide,
  kind: 'text',
  text,
  image: null,
  product: null,
  order: null,
  createdAt: '2026-11-28T04:00:00.000Z',
});

describe('mergeMessages', () => {
  it('keeps seq order and each message once, the newer copy winning', () => {
    const merged = mergeMessages(
      [message(2), message(3)],
      [message(1), message(3, 'buyer', 'again'), message(5)],
    );
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 5]);
    expect(merged[2]?.text).toBe('again');
  });

  it('answers the same list when nothing came', () => {
    const list = [message(1)];
    expect(mergeMessages(list, [])).toBe(list);
  });
});

describe('ticks', () => {
  it('read beats delivered beats sent', () => {
    expect(tickOf(4, { readSeq: 4, deliveredSeq: 4 })).toBe('read');
    expect(tickOf(5, { readSeq: 4, deliveredSeq: 5 })).toBe('delivered');
    expect(tickOf(6, { readSeq: 4, deliveredSeq: 5 })).toBe('sent');
  });

  it('shows a tick only on the last of the sender’s messages that share it', () => {
    const list = [message(1), message(2), message(3, 'shop'), message(4), message(5)];
    const shown = ticksShown(list, 'buyer', { readSeq: 2, deliveredSeq: 4 });
    expect([...shown].sort()).toEqual([2, 4, 5]);
  });

  it('reads the other side’s state out of a room event', () => {
    const event = {
      roomId: 'r',
      buyerUnread: 1,
      shopUnread: 2,
      buyerReadSeq: 3,
      shopReadSeq: 4,
      buyerDeliveredSeq: 5,
      shopDeliveredSeq: 6,
      lastSeq: 7,
    };
    expect(otherSideState(event, 'buyer')).toEqual({ readSeq: 4, deliveredSeq: 6, unread: 1 });
    expect(otherSideState(event, 'shop')).toEqual({ readSeq: 3, deliveredSeq: 5, unread: 2 });
    expect(receiverOf(message(1, 'shop'))).toBe('buyer');
  });
});

describe('visiblePending', () => {
  it('hides a bubble whose stored copy came back first, once per stored message', () => {
    const pending = [
      { kind: 'text' as const, text: 'hi ', afterSeq: 3 },
      { kind: 'text' as const, text: 'hi', afterSeq: 3 },
      { kind: 'image' as const, afterSeq: 3 },
    ];
    const stored = [message(2, 'buyer', 'hi'), message(4, 'buyer', 'hi'), message(5, 'shop', 'hi')];
    expect(visiblePending(pending, stored, 'buyer')).toEqual([pending[1], pending[2]]);
  });
});
