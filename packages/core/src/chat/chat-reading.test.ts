import { describe, expect, it } from 'vitest';
import {
  afterMessage,
  canMarkUnread,
  deliveredSeqAfter,
  isRoomUnread,
  openingCardIsNew,
  type RoomReading,
  readSeqAfterRead,
  redDotWeight,
} from './chat-reading';

const fresh: RoomReading = {
  lastSeq: 0,
  buyer: { unread: 0, readSeq: 0, markedUnread: false, hidden: false },
  shop: { unread: 0, readSeq: 0, markedUnread: false, hidden: false },
};

describe('chat reading state', () => {
  it('gives each message the next seq and one unread to the other side', () => {
    const one = afterMessage(fresh, 'buyer');
    expect(one.seq).toBe(1);
    expect(one.room.shop.unread).toBe(1);
    expect(one.room.buyer).toEqual({ unread: 0, readSeq: 1, markedUnread: false, hidden: false });
    const two = afterMessage(one.room, 'buyer');
    expect(two.seq).toBe(2);
    expect(two.room.shop.unread).toBe(2);
    const answer = afterMessage(two.room, 'shop');
    expect(answer.seq).toBe(3);
    expect(answer.room.shop).toEqual({ unread: 0, readSeq: 3, markedUnread: false, hidden: false });
    expect(answer.room.buyer.unread).toBe(1);
    expect(answer.room.buyer.readSeq).toBe(2);
  });

  it('brings a hidden room back and turns a hand-made unread into a real one', () => {
    const room: RoomReading = {
      lastSeq: 4,
      buyer: { unread: 0, readSeq: 4, markedUnread: true, hidden: true },
      shop: { unread: 0, readSeq: 4, markedUnread: false, hidden: true },
    };
    const next = afterMessage(room, 'shop').room;
    expect(next.buyer).toEqual({ unread: 1, readSeq: 4, markedUnread: false, hidden: false });
    expect(next.shop.hidden).toBe(false);
  });

  it('reads forward only, never past the last message', () => {
    expect(readSeqAfterRead(3, undefined, 9)).toBe(9);
    expect(readSeqAfterRead(3, 5, 9)).toBe(5);
    expect(readSeqAfterRead(6, 5, 9)).toBe(6);
    expect(readSeqAfterRead(3, 50, 9)).toBe(9);
    expect(deliveredSeqAfter(2, 7, 5)).toBe(5);
    expect(deliveredSeqAfter(4, 3, 5)).toBe(4);
  });

  it('marks unread only a read room with messages', () => {
    expect(canMarkUnread(fresh.buyer, 0)).toBe(false);
    expect(canMarkUnread(fresh.buyer, 3)).toBe(true);
    expect(canMarkUnread({ ...fresh.buyer, unread: 2 }, 3)).toBe(false);
    expect(canMarkUnread({ ...fresh.buyer, markedUnread: true }, 3)).toBe(false);
  });

  it('counts unread messages, a marked room as one, and nothing for a hidden room', () => {
    expect(redDotWeight({ unread: 3, markedUnread: false, hidden: false })).toBe(3);
    expect(redDotWeight({ unread: 0, markedUnread: true, hidden: false })).toBe(1);
    expect(redDotWeight({ unread: 0, markedUnread: false, hidden: false })).toBe(0);
    expect(redDotWeight({ unread: 3, markedUnread: false, hidden: true })).toBe(0);
    expect(isRoomUnread({ unread: 0, markedUnread: true })).toBe(true);
    expect(isRoomUnread({ unread: 0, markedUnread: false })).toBe(false);
  });

  it('sends an opening card again only when it is not the last message', () => {
    const card = { kind: 'product', id: 'p1' } as const;
    expect(openingCardIsNew(null, card)).toBe(true);
    const last = { senderSide: 'buyer' as const, kind: 'product', productId: 'p1', orderId: null };
    expect(openingCardIsNew(last, card)).toBe(false);
    expect(openingCardIsNew({ ...last, productId: 'p2' }, card)).toBe(true);
    expect(openingCardIsNew({ ...last, senderSide: 'shop' }, card)).toBe(true);
    expect(openingCardIsNew(last, { kind: 'order', id: 'p1' })).toBe(true);
  });
});
