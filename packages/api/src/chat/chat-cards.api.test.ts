import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../testing/order-fixtures';
import { pngBytes } from '../testing/post-fixtures';
import { insertSignedInUser } from '../testing/user-fixtures';
import { CHAT, chatTestApp, chatWorld } from './chat-test-world';
import type { ChatMessageView, ChatRoomView } from './chat-view-schemas';

describe('chat: product and order cards, pictures, suggested questions', () => {
  let t: Awaited<ReturnType<typeof chatTestApp>>;
  let call: Awaited<ReturnType<typeof chatTestApp>>['call'];
  beforeAll(async () => {
    t = await chatTestApp();
    call = t.call;
  });
  afterAll(() => t.close());

  const upload = async (headers: Record<string, string>, bytes: Uint8Array<ArrayBuffer>, name: string) => {
    const form = new FormData();
    form.append('file', new File([bytes], name));
    const res = await t.api.request('/api/v1/image', { method: 'POST', headers, body: form });
    return { status: res.status, body: (await res.json()) as { data?: { key: string; url: string } } };
  };

  it('opens from a product page with the product card first, once for the same card in a row', async () => {
    const w = await chatWorld(t.ctx, call);
    const open = () =>
      call<ChatRoomView>(w.buyer.headers, 'POST', CHAT, {
        shopId: w.seller.shopId,
        productId: w.seller.productId,
      });
    const first = await open();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      id: w.roomId,
      lastSeq: 1,
      lastMessage: {
        kind: 'product',
        senderSide: 'buyer',
        product: { id: w.seller.productId, price: 200_000, salePrice: 150_000 },
        order: null,
        image: null,
      },
    });
    expect(first.body.data?.lastMessage?.product?.name).toBeTruthy();
    expect((await open()).body.data?.lastSeq).toBe(1);
    await w.send('shop', 'Dạ mẫu này còn ạ');
    expect((await open()).body.data?.lastSeq).toBe(3);
    const shopSide = await call<ChatRoomView>(w.seller.headers, 'GET', `${CHAT}/${w.roomId}?side=shop`);
    expect(shopSide.body.data?.unread).toBe(1);

    // A product of another shop is not a card of this conversation.
    const other = await chatWorld(t.ctx, call);
    const foreign = await call(w.buyer.headers, 'POST', CHAT, {
      shopId: w.seller.shopId,
      productId: other.seller.productId,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error?.fields[0]?.path).toBe('productId');
    const both = await call(w.buyer.headers, 'POST', CHAT, {
      shopId: w.seller.shopId,
      productId: w.seller.productId,
      orderId: randomUUID(),
    });
    expect(both.status).toBe(400);
  });

  it('sends an order card only for an order between this buyer and this shop', async () => {
    const w = await chatWorld(t.ctx, call);
    const variants = [{ id: w.seller.variantId, label: 'Đen / M' }];
    const mine = await insertOrder(t.ctx, {
      buyerUserId: w.buyer.userId,
      shopId: w.seller.shopId,
      productId: w.seller.productId,
      variants,
      completedDaysAgo: null,
    });
    const stranger = await insertSignedInUser(t.ctx);
    const theirs = await insertOrder(t.ctx, {
      buyerUserId: stranger.userId,
      shopId: w.seller.shopId,
      productId: w.seller.productId,
      variants,
    });
    const sendOrder = (side: 'buyer' | 'shop', orderId: string) =>
      call<ChatMessageView>(w.headersOf(side), 'POST', `${CHAT}/${w.roomId}/messages?side=${side}`, {
        kind: 'order',
        clientId: randomUUID(),
        orderId,
      });
    const sent = await sendOrder('buyer', mine.orderId);
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      kind: 'order',
      order: { id: mine.orderId, status: 'shipping', total: 200_000, itemCount: 1 },
      product: null,
    });
    expect(sent.body.data?.order?.code).toMatch(/^CD/);
    expect((await sendOrder('shop', mine.orderId)).status).toBe(201);
    const refused = await sendOrder('buyer', theirs.orderId);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields[0]?.path).toBe('orderId');
    expect((await sendOrder('buyer', randomUUID())).status).toBe(400);

    // Opening from the order page sends the card, once in a row.
    const fromOrder = () =>
      call<ChatRoomView>(w.buyer.headers, 'POST', CHAT, { shopId: w.seller.shopId, orderId: mine.orderId });
    expect((await fromOrder()).body.data?.lastSeq).toBe(3);
    expect((await fromOrder()).body.data?.lastSeq).toBe(3);

    // The seller's side panel: this buyer's orders with the shop, not the stranger's.
    const panel = await call<{ items: { id: string; code: string; createdAt: string }[] }>(
      w.seller.headers,
      'GET',
      `/api/v1/seller/chat/${w.roomId}/buyer-orders`,
    );
    expect(panel.status).toBe(200);
    expect(panel.body.data?.items.map((order) => order.id)).toEqual([mine.orderId]);
    const otherSeller = await chatWorld(t.ctx, call);
    const path = `/api/v1/seller/chat/${w.roomId}/buyer-orders`;
    expect((await call(otherSeller.seller.headers, 'GET', path)).status).toBe(404);
    expect((await call(w.buyer.headers, 'GET', path)).status).toBe(403);
    expect((await call({}, 'GET', path)).status).toBe(401);
  });

  it('uploads a picture checked by its content and sends it, only the sender’s own', async () => {
    const w = await chatWorld(t.ctx, call);
    const stored = await upload(w.buyer.headers, await pngBytes('#39c', 1600, 1200), 'photo.jpg');
    expect(stored.status).toBe(200);
    const key = stored.body.data?.key as string;
    expect(key.startsWith(`chat/${w.buyer.userId}/`)).toBe(true);
    expect(stored.body.data?.url).toMatch(/-1080\.webp$/);
    const file = await t.ctx.storage.get(`${key}-540.webp`);
    expect(file?.contentType).toBe('image/webp');

    const notPicture = await upload(
      w.buyer.headers,
      new TextEncoder().encode('hello, not a picture'),
      'a.png',
    );
    expect(notPicture.status).toBe(415);
    expect((await upload({}, await pngBytes(), 'a.png')).status).toBe(401);

    const path = `${CHAT}/${w.roomId}/messages`;
    const sent = await call<ChatMessageView>(w.buyer.headers, 'POST', `${path}?side=buyer`, {
      kind: 'image',
      clientId: randomUUID(),
      imageKey: key,
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ kind: 'image', text: '' });
    expect(sent.body.data?.image?.url).toMatch(/-1080\.webp$/);
    expect(sent.body.data?.image?.thumbUrl).toMatch(/-540\.webp$/);
    // The seller cannot send the buyer's upload as their own.
    const borrowed = await call(w.seller.headers, 'POST', `${path}?side=shop`, {
      kind: 'image',
      clientId: randomUUID(),
      imageKey: key,
    });
    expect(borrowed.status).toBe(400);
  });

  it('suggests three to five questions in the reader’s language', async () => {
    const w = await chatWorld(t.ctx, call);
    const ask = (language: string) =>
      call<{ items: { key: string; text: string }[] }>(
        { ...w.buyer.headers, 'accept-language': language },
        'GET',
        `${CHAT}/suggest-chat`,
      );
    const vi = (await ask('vi')).body.data?.items ?? [];
    expect(vi.length).toBeGreaterThanOrEqual(3);
    expect(vi.length).toBeLessThanOrEqual(5);
    expect(vi.map((item) => item.text)).toContain('Shop còn hàng không?');
    expect(vi.map((item) => item.text)).toContain('Bao lâu thì giao?');
    const en = (await ask('en')).body.data?.items ?? [];
    expect(en.map((item) => item.key)).toEqual(vi.map((item) => item.key));
    expect(en[0]?.text).toBe('Is this in stock?');
    const ko = (await ask('ko')).body.data?.items ?? [];
    expect(ko[0]?.text).toBe('재고 있나요?');
    expect((await call({}, 'GET', `${CHAT}/suggest-chat`)).status).toBe(401);
  });
});
