import { randomUUID } from 'node:crypto';
import { LIVE_CLIENT_EVENTS, LIVE_SERVER_EVENTS } from '@cho-dep/core/live/live-events';
import type { Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, eventually, recordEvents, startSocketServer } from '../realtime/socket-test-server';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { insertVoucher } from '../vouchers/voucher-test-fixtures';
import { markLiveStarted } from './live-ingest-auth';
import { liveWorld, SELLER_LIVES } from './live-test-world';
import type { LiveMessageView, LivePinView } from './live-view-schemas';

type Ack = { ok: boolean; code?: string; message?: LiveMessageView; viewers?: number; muted?: boolean };

describe('the live room over the socket', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let server: Awaited<ReturnType<typeof startSocketServer>>;
  let w: Awaited<ReturnType<typeof liveWorld>>;
  const open: ClientSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
    server = await startSocketServer(t, {
      redisUrl: process.env.REDIS_URL,
      redisKey: `test-live:${randomUUID()}`,
    });
    w = await liveWorld(t);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  async function viewer() {
    const user = await insertSignedInUser(t.ctx);
    const socket = await connectSocket(server.url, { token: user.token });
    open.push(socket);
    return { ...user, socket };
  }
  const emit = (socket: ClientSocket, event: string, data: unknown) =>
    socket.timeout(5_000).emitWithAck(event, data) as Promise<Ack>;

  async function liveOnAir() {
    const { live } = await w.schedule();
    await markLiveStarted(t.ctx, live.id);
    return live.id;
  }

  it('counts viewers as they join and leave, keeps the peak, and relays chat to everyone in the room', async () => {
    const liveId = await liveOnAir();
    const a = await viewer();
    const b = await viewer();
    const counts = recordEvents<{ viewers: number; peak: number }>(a.socket, LIVE_SERVER_EVENTS.viewers);
    const heardByB = recordEvents<{ message: LiveMessageView }>(b.socket, LIVE_SERVER_EVENTS.message);
    expect((await emit(a.socket, LIVE_CLIENT_EVENTS.join, { liveId })).ok).toBe(true);
    expect((await emit(b.socket, LIVE_CLIENT_EVENTS.join, { liveId })).ok).toBe(true);
    await eventually(() => counts.some((c) => c.viewers === 2));
    const sent = await emit(a.socket, LIVE_CLIENT_EVENTS.chat, {
      liveId,
      text: 'Áo này còn size M không shop?',
    });
    expect(sent.ok).toBe(true);
    await eventually(() => heardByB.length === 1);
    expect(heardByB[0]?.message.text).toBe('Áo này còn size M không shop?');
    await emit(b.socket, LIVE_CLIENT_EVENTS.leave, { liveId });
    await eventually(() => counts.at(-1)?.viewers === 1);
    expect(counts.at(-1)?.peak).toBe(2);
    const figures = await w.call<{ viewers: number; viewerPeak: number; messages: number }>(
      w.seller.headers,
      'GET',
      `${SELLER_LIVES}/${liveId}/figures`,
    );
    expect(figures.body.data).toMatchObject({ viewers: 1, viewerPeak: 2, messages: 1 });
  });

  it("does not count the seller's own studio as a viewer", async () => {
    const liveId = await liveOnAir();
    const a = await viewer();
    const counts = recordEvents<{ viewers: number; peak: number }>(a.socket, LIVE_SERVER_EVENTS.viewers);
    const token = w.seller.headers.authorization?.replace('Bearer ', '') ?? '';
    const studio = await connectSocket(server.url, { token });
    open.push(studio);
    expect((await emit(studio, LIVE_CLIENT_EVENTS.join, { liveId })).ok).toBe(true);
    expect((await emit(a.socket, LIVE_CLIENT_EVENTS.join, { liveId })).ok).toBe(true);
    // Both joined within one recount window, so the first count has both members in the room.
    await eventually(() => counts.length > 0);
    expect(counts[0]).toMatchObject({ viewers: 1, peak: 1 });
  });

  it('refuses offensive words and a fast sender, and sums hearts', async () => {
    const liveId = await liveOnAir();
    const a = await viewer();
    await emit(a.socket, LIVE_CLIENT_EVENTS.join, { liveId });
    const rude = await emit(a.socket, LIVE_CLIENT_EVENTS.chat, { liveId, text: 'địt mẹ' });
    expect(rude).toMatchObject({ ok: false, code: 'CONTENT_INAPPROPRIATE' });
    const answers: Ack[] = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(await emit(a.socket, LIVE_CLIENT_EVENTS.chat, { liveId, text: `tin ${i}` }));
    expect(answers.slice(0, 5).every((x) => x.ok)).toBe(true);
    expect(answers[5]).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    const hearts = recordEvents<{ count: number }>(a.socket, LIVE_SERVER_EVENTS.hearts);
    for (let i = 0; i < 3; i += 1)
      expect((await emit(a.socket, LIVE_CLIENT_EVENTS.heart, { liveId })).ok).toBe(true);
    await eventually(() => hearts.reduce((sum, h) => sum + h.count, 0) === 3);
  });

  it('lets the seller delete a message and mute a viewer for the rest of the live; a viewer cannot moderate', async () => {
    const liveId = await liveOnAir();
    const a = await viewer();
    const b = await viewer();
    await emit(a.socket, LIVE_CLIENT_EVENTS.join, { liveId });
    await emit(b.socket, LIVE_CLIENT_EVENTS.join, { liveId });
    const deleted = recordEvents<{ messageId: string }>(b.socket, LIVE_SERVER_EVENTS.messageDeleted);
    const muted = recordEvents<{ userId: string }>(b.socket, LIVE_SERVER_EVENTS.muted);
    const sent = await emit(a.socket, LIVE_CLIENT_EVENTS.chat, { liveId, text: 'spam spam' });
    const messageId = sent.message?.id as string;
    // A viewer is no seller: the studio's routes refuse them.
    expect(
      (await w.call(b.headers, 'DELETE', `${SELLER_LIVES}/${liveId}/messages/${messageId}`)).status,
    ).toBe(403);
    expect(
      (await w.call(b.headers, 'POST', `${SELLER_LIVES}/${liveId}/mutes`, { userId: a.userId })).status,
    ).toBe(403);
    expect(
      (
        await w.call(b.headers, 'PUT', `${SELLER_LIVES}/${liveId}/pin`, {
          kind: 'product',
          productId: w.seller.productId,
        })
      ).status,
    ).toBe(403);
    expect(
      (await w.call(w.seller.headers, 'DELETE', `${SELLER_LIVES}/${liveId}/messages/${messageId}`)).status,
    ).toBe(204);
    await eventually(() => deleted.some((d) => d.messageId === messageId));
    const messages = await w.call<LiveMessageView[]>({}, 'GET', `/api/v1/lives/${liveId}/messages`);
    expect(messages.body.data?.map((m) => m.id)).not.toContain(messageId);
    expect(
      (await w.call(w.seller.headers, 'POST', `${SELLER_LIVES}/${liveId}/mutes`, { userId: a.userId }))
        .status,
    ).toBe(204);
    await eventually(() => muted.some((m) => m.userId === a.userId));
    const mute = (userId: string) =>
      w.call(w.seller.headers, 'POST', `${SELLER_LIVES}/${liveId}/mutes`, { userId });
    expect((await mute(a.userId)).status).toBe(204); // again: nothing changes
    expect((await mute(randomUUID())).status).toBe(404);
    expect((await mute(w.seller.userId)).status).toBe(400);
    expect(await emit(a.socket, LIVE_CLIENT_EVENTS.chat, { liveId, text: 'xin chào' })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect((await emit(a.socket, LIVE_CLIENT_EVENTS.heart, { liveId })).ok).toBe(false);
    // Rejoining does not lift it: the join tells the page it is muted.
    expect(await emit(a.socket, LIVE_CLIENT_EVENTS.join, { liveId })).toMatchObject({
      ok: true,
      muted: true,
    });
    expect((await emit(b.socket, LIVE_CLIENT_EVENTS.chat, { liveId, text: 'vẫn nói được' })).ok).toBe(true);
  });

  it('shows every viewer the pin as the seller changes it', async () => {
    const liveId = await liveOnAir();
    const a = await viewer();
    await emit(a.socket, LIVE_CLIENT_EVENTS.join, { liveId });
    const pins = recordEvents<{ pin: LivePinView | null }>(a.socket, LIVE_SERVER_EVENTS.pin);
    await w.call(w.seller.headers, 'PUT', `${SELLER_LIVES}/${liveId}/pin`, {
      kind: 'product',
      productId: w.seller.productId,
    });
    await eventually(() => pins.length === 1);
    expect(pins[0]?.pin).toMatchObject({
      kind: 'product',
      product: { card: { id: w.seller.productId }, stock: 20 },
    });
    await w.call(w.seller.headers, 'DELETE', `${SELLER_LIVES}/${liveId}/pin`);
    await eventually(() => pins.length === 2);
    expect(pins[1]?.pin).toBeNull();
  });

  it("pins the shop's own running voucher, never another shop's", async () => {
    const liveId = await liveOnAir();
    const a = await viewer();
    await emit(a.socket, LIVE_CLIENT_EVENTS.join, { liveId });
    const pins = recordEvents<{ pin: LivePinView | null }>(a.socket, LIVE_SERVER_EVENTS.pin);
    const now = t.ctx.now();
    const own = await insertVoucher(t.ctx.database.db, now, { kind: 'shop', shopId: w.seller.shopId });
    const foreign = await insertVoucher(t.ctx.database.db, now, { kind: 'shop' });
    const pin = (voucherId: string) =>
      w.call(w.seller.headers, 'PUT', `${SELLER_LIVES}/${liveId}/pin`, { kind: 'voucher', voucherId });
    expect((await pin(foreign.id)).status).toBe(400);
    expect((await pin(own.id)).status).toBe(200);
    await eventually(() => pins.length === 1);
    expect(pins[0]?.pin).toMatchObject({
      kind: 'voucher',
      voucher: { id: own.id, code: own.code },
      product: null,
    });
  });

  it('does not let anyone join a live that is over or does not exist', async () => {
    const a = await viewer();
    expect(await emit(a.socket, LIVE_CLIENT_EVENTS.join, { liveId: randomUUID() })).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await emit(a.socket, LIVE_CLIENT_EVENTS.join, { liveId: 'nope' })).toMatchObject({ ok: false });
  });
});
