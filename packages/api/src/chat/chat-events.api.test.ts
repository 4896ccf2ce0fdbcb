import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../accounts/users.tables';
import { type LocalPushService, startLocalPushService } from '../push/local-push-service';
import { setDeviceStatus } from '../realtime/presence';
import { REALTIME_CHANNEL, type RealtimeEnvelope } from '../realtime/publish';
import { CHAT, chatTestApp, chatWorld } from './chat-test-world';
import type { ChatMessageView } from './chat-view-schemas';

describe('chat: announced to sockets after commit, pushed to members with no page open', () => {
  let t: Awaited<ReturnType<typeof chatTestApp>>;
  let call: Awaited<ReturnType<typeof chatTestApp>>['call'];
  let push: LocalPushService;
  const heard: RealtimeEnvelope[] = [];
  let stop: () => Promise<void>;
  beforeAll(async () => {
    t = await chatTestApp();
    call = t.call;
    push = await startLocalPushService();
    stop = await t.ctx.database.listen(REALTIME_CHANNEL, (payload) => heard.push(JSON.parse(payload)));
  });
  afterAll(async () => {
    await stop();
    await push.close();
    await t.close();
  });

  const heardFor = (roomId: string, event: string) =>
    heard.filter((e) => e.event === event && (e.data as { roomId: string }).roomId === roomId);

  it('tells both members of a stored message and of reading changes, nothing for a refused one', async () => {
    const w = await chatWorld(t.ctx, call);
    const sent = await w.send('buyer', 'Có ai không ạ?');
    await vi.waitFor(() => expect(heardFor(w.roomId, 'chat:message')).toHaveLength(1));
    const [announced] = heardFor(w.roomId, 'chat:message');
    expect(new Set(announced?.to)).toEqual(new Set([w.buyer.userId, w.seller.userId]));
    expect(announced?.data).toEqual({ roomId: w.roomId, message: sent });

    const refused = await call(w.buyer.headers, 'POST', `${CHAT}/${w.roomId}/messages?side=buyer`, {
      kind: 'text',
      clientId: 'refused-message-1',
      text: 'đồ lừa đảo, địt',
    });
    expect(refused.status).toBe(400);
    await call(w.seller.headers, 'POST', `${CHAT}/${w.roomId}/read?side=shop`, {});
    await vi.waitFor(() => expect(heardFor(w.roomId, 'chat:room')).toHaveLength(1));
    expect(heardFor(w.roomId, 'chat:message')).toHaveLength(1);
    const [room] = heardFor(w.roomId, 'chat:room');
    expect(room?.data).toEqual({
      roomId: w.roomId,
      buyerUnread: 0,
      shopUnread: 0,
      buyerReadSeq: 1,
      shopReadSeq: 1,
      buyerDeliveredSeq: 0,
      shopDeliveredSeq: 1,
      lastSeq: 1,
    });
    await call(w.buyer.headers, 'POST', `${CHAT}/hide-room-chat/${w.roomId}?side=buyer`);
    await call(w.buyer.headers, 'PUT', `${CHAT}/unread-message/${w.roomId}?side=buyer`);
    await vi.waitFor(() => expect(heardFor(w.roomId, 'chat:room')).toHaveLength(3));
  });

  it('pushes a new message to the recipient’s devices, in their language, unless they are online', async () => {
    const w = await chatWorld(t.ctx, call, 'Trần Mai Anh');
    await t.ctx.database.db.update(users).set({ language: 'en' }).where(eq(users.id, w.seller.userId));
    const subscription = push.subscribe();
    const registered = await call(w.seller.headers, 'POST', '/community/v1/notification/create-push-token', {
      token: subscription.endpoint,
      deviceId: 'seller-laptop-1',
      os: 'Web',
      keys: subscription.keys,
    });
    expect(registered.status).toBe(200);
    const mine = () => push.received.filter((p) => subscription.endpoint.endsWith(`/push/${p.subscription}`));

    await w.send('buyer', 'Cho mình hỏi size áo');
    await vi.waitFor(() => expect(mine()).toHaveLength(1), { timeout: 5000 });
    expect(mine()[0]?.payload).toMatchObject({
      type: 'seller_chat.message',
      title: 'Trần Mai Anh',
      body: 'Cho mình hỏi size áo',
      url: `/ban-hang/tro-chuyen?id=${w.roomId}`,
      targetType: 'chat_room',
    });
    const product = await call<ChatMessageView>(
      w.buyer.headers,
      'POST',
      `${CHAT}/${w.roomId}/messages?side=buyer`,
      {
        kind: 'product',
        clientId: 'product-card-push',
        productId: w.seller.productId,
      },
    );
    await vi.waitFor(() => expect(mine()).toHaveLength(2), { timeout: 5000 });
    expect(mine()[1]?.payload.body).toBe(`Product: ${product.body.data?.product?.name}`);

    // With a page open, the socket tells them; no push.
    await setDeviceStatus(t.ctx, { userId: w.seller.userId, deviceId: 'seller-laptop-1' }, 'online');
    await w.send('buyer', 'Shop ơi');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mine()).toHaveLength(2);
    // Every push that went out was signed and decryptable.
    expect(push.refused).toEqual([]);
  });
});
