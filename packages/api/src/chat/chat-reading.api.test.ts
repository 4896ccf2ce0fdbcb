import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT, chatTestApp, chatWorld } from './chat-test-world';
import type { ChatMessageView, ChatRoomView } from './chat-view-schemas';

interface RoomPage {
  items: ChatRoomView[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}
interface MessagePage {
  items: ChatMessageView[];
  hasOlder: boolean;
}

describe('chat: reading state, the red dot, lists and catching up', () => {
  let t: Awaited<ReturnType<typeof chatTestApp>>;
  let call: Awaited<ReturnType<typeof chatTestApp>>['call'];
  beforeAll(async () => {
    t = await chatTestApp();
    call = t.call;
  });
  afterAll(() => t.close());

  const redDot = async (headers: Record<string, string>, side: 'buyer' | 'shop') => {
    const answer = await call<{ data: number }>(headers, 'GET', `${CHAT}/total-red-dot?side=${side}`);
    expect(answer.status).toBe(200);
    return answer.body.data?.data;
  };
  const list = async (headers: Record<string, string>, query: string) => {
    const answer = await call<RoomPage>(headers, 'GET', `${CHAT}?${query}`);
    expect(answer.status).toBe(200);
    return answer.body.data as RoomPage;
  };

  it('counts unread messages on the red dot and clears them on reading, up to a seq or all', async () => {
    const w = await chatWorld(t.ctx, call);
    await w.send('buyer', 'Một');
    await w.send('buyer', 'Hai');
    await w.send('buyer', 'Ba');
    expect(await redDot(w.seller.headers, 'shop')).toBe(3);
    expect(await redDot(w.buyer.headers, 'buyer')).toBe(0);

    const partly = await call<ChatRoomView>(w.seller.headers, 'POST', `${CHAT}/${w.roomId}/read?side=shop`, {
      seq: 2,
    });
    expect(partly.status).toBe(200);
    expect(partly.body.data).toMatchObject({ unread: 1, lastSeq: 3 });
    expect(await redDot(w.seller.headers, 'shop')).toBe(1);
    // The buyer sees the shop's read tick at 2.
    const buyerView = await call<ChatRoomView>(w.buyer.headers, 'GET', `${CHAT}/${w.roomId}?side=buyer`);
    expect(buyerView.body.data).toMatchObject({ otherReadSeq: 2, otherDeliveredSeq: 2 });

    // Reading never goes backwards; no body reads everything.
    const back = await call<ChatRoomView>(w.seller.headers, 'POST', `${CHAT}/${w.roomId}/read?side=shop`, {
      seq: 1,
    });
    expect(back.body.data?.unread).toBe(1);
    const all = await call<ChatRoomView>(w.seller.headers, 'POST', `${CHAT}/${w.roomId}/read?side=shop`);
    expect(all.body.data).toMatchObject({ unread: 0, markedUnread: false });
    expect(await redDot(w.seller.headers, 'shop')).toBe(0);
  });

  it('marks one room unread, then all read and all unread, with the filters following', async () => {
    const w = await chatWorld(t.ctx, call);
    const second = await chatWorld(t.ctx, call);
    // The same buyer also talks to the second shop.
    const other = await call<ChatRoomView>(w.buyer.headers, 'POST', CHAT, { shopId: second.seller.shopId });
    const otherRoom = other.body.data?.id as string;
    await w.send('shop', 'Chào bạn');
    await call(second.seller.headers, 'POST', `${CHAT}/${otherRoom}/messages?side=shop`, {
      kind: 'text',
      clientId: 'second-shop-hello',
      text: 'Shop đã nhận tin',
    });
    expect(await redDot(w.buyer.headers, 'buyer')).toBe(2);
    expect((await list(w.buyer.headers, 'side=buyer&filter=unread')).total).toBe(2);

    const readAll = await call<{ changed: number }>(w.buyer.headers, 'POST', `${CHAT}/read-all?side=buyer`);
    expect(readAll.body.data).toEqual({ changed: 2 });
    expect(await redDot(w.buyer.headers, 'buyer')).toBe(0);
    expect((await list(w.buyer.headers, 'side=buyer&filter=unread')).total).toBe(0);
    expect((await list(w.buyer.headers, 'side=buyer&filter=read')).total).toBe(2);

    const one = await call<ChatRoomView>(
      w.buyer.headers,
      'PUT',
      `${CHAT}/unread-message/${w.roomId}?side=buyer`,
    );
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: w.roomId, unread: 0, markedUnread: true });
    expect(await redDot(w.buyer.headers, 'buyer')).toBe(1);
    const unreadList = await list(w.buyer.headers, 'side=buyer&filter=unread');
    expect(unreadList.items.map((room) => room.id)).toEqual([w.roomId]);

    const unreadAll = await call<{ changed: number }>(
      w.buyer.headers,
      'POST',
      `${CHAT}/unread-all?side=buyer`,
    );
    expect(unreadAll.body.data).toEqual({ changed: 1 });
    expect(await redDot(w.buyer.headers, 'buyer')).toBe(2);
    // A new message in a room marked unread counts as the message, not as both.
    await w.send('shop', 'Bạn cần gì thêm không?');
    expect(await redDot(w.buyer.headers, 'buyer')).toBe(2);
    // The shop's own inbox was never touched by the buyer's marks.
    expect(await redDot(w.seller.headers, 'shop')).toBe(0);
  });

  it('hides a room until a new message brings it back', async () => {
    const w = await chatWorld(t.ctx, call);
    await w.send('buyer', 'Cho mình hỏi giá');
    const hidden = await call(w.seller.headers, 'POST', `${CHAT}/hide-room-chat/${w.roomId}?side=shop`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toEqual({ hidden: true });
    const gone = await list(w.seller.headers, 'side=shop');
    expect(gone.items.map((room) => room.id)).not.toContain(w.roomId);
    expect(await redDot(w.seller.headers, 'shop')).toBe(0);
    // Still there for the buyer, and still readable by id.
    expect((await list(w.buyer.headers, 'side=buyer')).items.map((room) => room.id)).toContain(w.roomId);
    expect((await call(w.seller.headers, 'GET', `${CHAT}/${w.roomId}?side=shop`)).status).toBe(200);

    await w.send('buyer', 'Shop ơi?');
    const back = await list(w.seller.headers, 'side=shop');
    expect(back.items[0]).toMatchObject({ id: w.roomId, unread: 2, lastMessage: { text: 'Shop ơi?' } });
    expect(await redDot(w.seller.headers, 'shop')).toBe(2);
  });

  it('searches names and messages without accents, newest room first', async () => {
    const w = await chatWorld(t.ctx, call, 'Phạm Thị Hồng');
    await w.send('buyer', 'Áo khoác này có màu đỏ không?');
    const later = await chatWorld(t.ctx, call, 'Lê Văn Tùng');
    await later.send('buyer', 'Giao hàng mất mấy ngày?');
    const shopView = (q: string) => list(w.seller.headers, `side=shop&q=${encodeURIComponent(q)}`);
    expect((await shopView('mau do')).items.map((room) => room.id)).toEqual([w.roomId]);
    expect((await shopView('hong')).items.map((room) => room.id)).toEqual([w.roomId]);
    expect((await shopView('giao hang')).total).toBe(0);
    expect((await shopView('100%_')).total).toBe(0);
    const buyerView = await list(later.buyer.headers, 'side=buyer&q=mat may ngay');
    expect(buyerView.items.map((room) => room.id)).toEqual([later.roomId]);
    const shopName = later.seller.shop.name.slice(0, 6);
    expect((await list(later.buyer.headers, `side=buyer&q=${encodeURIComponent(shopName)}`)).total).toBe(1);
    const page = await list(w.buyer.headers, 'side=buyer');
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 1, hasMore: false });
  });

  it('catches up after a drop with after=seq: nothing lost, nothing twice', async () => {
    const w = await chatWorld(t.ctx, call);
    for (let i = 1; i <= 5; i++) await w.send(i % 2 ? 'buyer' : 'shop', `Tin ${i}`);
    const path = `${CHAT}/${w.roomId}/messages?side=buyer`;
    const seen = (await call<MessagePage>(w.buyer.headers, 'GET', `${path}&limit=3`)).body
      .data as MessagePage;
    expect(seen.items.map((m) => m.seq)).toEqual([3, 4, 5]);
    expect(seen.hasOlder).toBe(true);
    const older = (await call<MessagePage>(w.buyer.headers, 'GET', `${path}&before=3`)).body
      .data as MessagePage;
    expect(older).toMatchObject({ hasOlder: false });
    expect(older.items.map((m) => m.seq)).toEqual([1, 2]);

    // The connection drops after seq 5; seven messages arrive meanwhile.
    for (let i = 6; i <= 12; i++) await w.send(i % 2 ? 'buyer' : 'shop', `Tin ${i}`);
    const caught: number[] = [];
    let after = 5;
    for (;;) {
      const page = (await call<MessagePage>(w.buyer.headers, 'GET', `${path}&after=${after}&limit=3`)).body
        .data as MessagePage;
      caught.push(...page.items.map((m) => m.seq));
      if (page.items.length < 3) break;
      after = page.items.at(-1)?.seq ?? after;
    }
    expect(caught).toEqual([6, 7, 8, 9, 10, 11, 12]);
    const texts = (await call<MessagePage>(w.buyer.headers, 'GET', `${path}&after=11`)).body.data?.items;
    expect(texts?.map((m) => m.text)).toEqual(['Tin 12']);
  });
});
