import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../testing/user-fixtures';
import { CHAT, chatTestApp, chatWorld } from './chat-test-world';
import type { ChatMessageView, ChatRoomView } from './chat-view-schemas';

interface Page {
  items: ChatMessageView[];
  hasOlder: boolean;
}

describe('chat: opening a room and sending', () => {
  let t: Awaited<ReturnType<typeof chatTestApp>>;
  let call: Awaited<ReturnType<typeof chatTestApp>>['call'];

  beforeAll(async () => {
    t = await chatTestApp();
    call = t.call;
  });
  afterAll(() => t.close());

  it('opens one room per buyer and shop, and both sides see the same conversation', async () => {
    const w = await chatWorld(t.ctx, call);
    const again = await call<ChatRoomView>(w.buyer.headers, 'POST', CHAT, { shopId: w.seller.shopId });
    expect(again.status).toBe(200);
    expect(again.body.data?.id).toBe(w.roomId);
    expect(again.body.data).toMatchObject({
      side: 'buyer',
      shop: { id: w.seller.shopId },
      buyer: { id: w.buyer.userId, fullName: 'Nguyễn Thị Lan' },
      other: { userId: w.seller.userId },
      lastMessage: null,
      unread: 0,
      lastSeq: 0,
    });

    const first = await w.send('buyer', 'Shop còn size M không ạ?');
    expect(first).toMatchObject({
      seq: 1,
      senderSide: 'buyer',
      kind: 'text',
      text: 'Shop còn size M không ạ?',
    });
    const reply = await w.send('shop', 'Dạ còn ạ');
    expect(reply.seq).toBe(2);

    const asShop = await call<ChatRoomView>(w.seller.headers, 'GET', `${CHAT}/${w.roomId}?side=shop`);
    expect(asShop.status).toBe(200);
    expect(asShop.body.data).toMatchObject({
      side: 'shop',
      other: { userId: w.buyer.userId, name: 'Nguyễn Thị Lan' },
      lastMessage: { seq: 2, text: 'Dạ còn ạ' },
      unread: 0,
      lastSeq: 2,
    });
    const asBuyer = await call<ChatRoomView>(w.buyer.headers, 'GET', `${CHAT}/${w.roomId}?side=buyer`);
    expect(asBuyer.body.data).toMatchObject({ unread: 1, otherReadSeq: 2, lastSeq: 2 });

    const history = await call<Page>(w.buyer.headers, 'GET', `${CHAT}/${w.roomId}/messages?side=buyer`);
    expect(history.status).toBe(200);
    expect(history.body.data?.items.map((m) => m.seq)).toEqual([1, 2]);
    expect(history.body.data?.hasOlder).toBe(false);
  });

  it('stores a resend with the same clientId once', async () => {
    const w = await chatWorld(t.ctx, call);
    const clientId = randomUUID();
    const path = `${CHAT}/${w.roomId}/messages?side=buyer`;
    const body = { kind: 'text', clientId, text: 'Xin chào shop' };
    const first = await call<ChatMessageView>(w.buyer.headers, 'POST', path, body);
    const second = await call<ChatMessageView>(w.buyer.headers, 'POST', path, body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    // The seller using the buyer's id is not a resend of the buyer's message.
    const clash = await call(w.seller.headers, 'POST', `${CHAT}/${w.roomId}/messages?side=shop`, body);
    expect(clash.status).toBe(409);
    const room = await call<ChatRoomView>(w.seller.headers, 'GET', `${CHAT}/${w.roomId}?side=shop`);
    expect(room.body.data).toMatchObject({ lastSeq: 1, unread: 1 });
  });

  it('refuses empty, too long and offensive text, and an unknown picture', async () => {
    const w = await chatWorld(t.ctx, call);
    const path = `${CHAT}/${w.roomId}/messages?side=buyer`;
    const send = (body: Record<string, unknown>) =>
      call<ChatMessageView>(w.buyer.headers, 'POST', path, { clientId: randomUUID(), ...body });
    const exact = await send({ kind: 'text', text: 'a'.repeat(1000) });
    expect(exact.status).toBe(201);
    const over = await send({ kind: 'text', text: 'a'.repeat(1001) });
    expect(over.status).toBe(400);
    expect(over.body.error?.fields[0]).toMatchObject({ path: 'text', message: 'Tin nhắn tối đa 1000 ký tự' });
    const empty = await send({ kind: 'text', text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.fields[0]?.message).toBe('Vui lòng nhập tin nhắn');
    const rude = await send({ kind: 'text', text: 'shop lừa đảo vcl' });
    expect(rude.status).toBe(400);
    expect(rude.body.error?.code).toBe('CONTENT_INAPPROPRIATE');
    const picture = await send({ kind: 'image', imageKey: `chat/${w.buyer.userId}/nothing-here` });
    expect(picture.status).toBe(400);
    expect(picture.body.error?.fields[0]).toMatchObject({
      path: 'imageKey',
      message: 'Ảnh không hợp lệ, vui lòng tải lên lại',
    });
    const room = await call<ChatRoomView>(w.buyer.headers, 'GET', `${CHAT}/${w.roomId}?side=buyer`);
    expect(room.body.data?.lastSeq).toBe(1);
  });

  it('keeps rooms to their members: other buyers, other sellers and guests', async () => {
    const w = await chatWorld(t.ctx, call);
    await w.send('buyer', 'Chào shop');
    const other = await chatWorld(t.ctx, call);
    const stranger = await insertSignedInUser(t.ctx);
    const paths: [string, string, unknown?][] = [
      ['GET', `${CHAT}/${w.roomId}?side=buyer`],
      ['GET', `${CHAT}/${w.roomId}/messages?side=buyer`],
      [
        'POST',
        `${CHAT}/${w.roomId}/messages?side=buyer`,
        { kind: 'text', clientId: randomUUID(), text: 'hi' },
      ],
      ['POST', `${CHAT}/${w.roomId}/read?side=buyer`, {}],
      ['POST', `${CHAT}/hide-room-chat/${w.roomId}?side=buyer`],
      ['PUT', `${CHAT}/unread-message/${w.roomId}?side=buyer`],
    ];
    for (const [method, path, body] of paths) {
      expect((await call(stranger.headers, method, path, body)).status, `${method} ${path}`).toBe(404);
      expect((await call(other.buyer.headers, method, path, body)).status, `${method} ${path}`).toBe(404);
      // Another shop's seller, as a shop and as a buyer.
      const asShop = path.replace('side=buyer', 'side=shop');
      expect((await call(other.seller.headers, method, asShop, body)).status, `${method} ${asShop}`).toBe(
        404,
      );
      expect((await call(other.seller.headers, method, path, body)).status, `${method} ${path}`).toBe(404);
      // The room's own seller asking as its buyer.
      expect((await call(w.seller.headers, method, path, body)).status, `${method} ${path}`).toBe(404);
      expect((await call({}, method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect((await call({}, 'GET', `${CHAT}?side=buyer`)).status).toBe(401);
    expect((await call(stranger.headers, 'GET', `${CHAT}?side=shop`)).status).toBe(403);
    expect((await call(stranger.headers, 'GET', `${CHAT}/${randomUUID()}?side=buyer`)).status).toBe(404);
    const list = await call<{ items: ChatRoomView[] }>(other.seller.headers, 'GET', `${CHAT}?side=shop`);
    expect(list.body.data?.items.map((room) => room.id)).not.toContain(w.roomId);
  });

  it('refuses opening a room with an unknown shop or with your own', async () => {
    const w = await chatWorld(t.ctx, call);
    expect((await call(w.buyer.headers, 'POST', CHAT, { shopId: randomUUID() })).status).toBe(404);
    const own = await call(w.seller.headers, 'POST', CHAT, { shopId: w.seller.shopId });
    expect(own.status).toBe(400);
    expect(own.body.error?.fields[0]?.message).toBe('Bạn không thể trò chuyện với shop của chính mình');
    expect((await call({}, 'POST', CHAT, { shopId: w.seller.shopId })).status).toBe(401);
  });
});
