import { randomUUID } from 'node:crypto';
import { LIVE_CLIENT_EVENTS, LIVE_SERVER_EVENTS } from '@cho-dep/core/live/live-events';
import { openDatabase } from '@cho-dep/db/client';
import type { Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, eventually, recordEvents, startSocketServer } from '../realtime/socket-test-server';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { markLiveStarted } from './live-ingest-auth';
import { liveWorld, SELLER_LIVES } from './live-test-world';
import type { LiveMessageView } from './live-view-schemas';

const { DATABASE_URL, REDIS_URL } = process.env;

/**
 * One live watched through two server processes (one PostgreSQL, one Redis): viewers on either
 * hear the chat, the pins, the hearts and one viewer count. PostgreSQL and Redis only.
 */
describe.skipIf(!DATABASE_URL || !REDIS_URL)('a live room across two server processes', () => {
  let one: Awaited<ReturnType<typeof createTestApp>>;
  let two: Awaited<ReturnType<typeof createTestApp>>;
  let server1: Awaited<ReturnType<typeof startSocketServer>>;
  let server2: Awaited<ReturnType<typeof startSocketServer>>;
  const open: ClientSocket[] = [];

  beforeAll(async () => {
    one = await createTestApp();
    await prepareCheckoutData(one.ctx);
    const url = one.ctx.database.url;
    if (!url) throw new Error('the test database has no URL');
    two = await createTestApp({ database: await openDatabase({ url, max: 5 }) });
    const options = { redisUrl: REDIS_URL, redisKey: `test-live-two:${randomUUID()}` };
    server1 = await startSocketServer(one, options);
    server2 = await startSocketServer(two, options);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => {
    await server2?.close();
    await server1?.close();
    await two?.close();
    await one?.close();
  });

  async function viewerOn(url: string) {
    const user = await insertSignedInUser(one.ctx);
    const socket = await connectSocket(url, { token: user.token });
    open.push(socket);
    return socket;
  }
  const emit = (socket: ClientSocket, event: string, data: unknown) =>
    socket.timeout(5_000).emitWithAck(event, data) as Promise<{ ok: boolean }>;

  it('relays chat, pins, hearts and the viewer count between viewers on different processes', async () => {
    const w = await liveWorld(one);
    const { live } = await w.schedule();
    await markLiveStarted(one.ctx, live.id);
    const a = await viewerOn(server1.url);
    const b = await viewerOn(server2.url);
    const counts = recordEvents<{ viewers: number }>(b, LIVE_SERVER_EVENTS.viewers);
    const messages = recordEvents<{ message: LiveMessageView }>(b, LIVE_SERVER_EVENTS.message);
    const hearts = recordEvents<{ count: number }>(b, LIVE_SERVER_EVENTS.hearts);
    const pins = recordEvents(b, LIVE_SERVER_EVENTS.pin);
    expect((await emit(a, LIVE_CLIENT_EVENTS.join, { liveId: live.id })).ok).toBe(true);
    expect((await emit(b, LIVE_CLIENT_EVENTS.join, { liveId: live.id })).ok).toBe(true);
    await eventually(() => counts.some((c) => c.viewers === 2));
    expect((await emit(a, LIVE_CLIENT_EVENTS.chat, { liveId: live.id, text: 'từ máy chủ 1' })).ok).toBe(true);
    await eventually(() => messages.some((m) => m.message.text === 'từ máy chủ 1'));
    expect(messages).toHaveLength(1);
    expect((await emit(a, LIVE_CLIENT_EVENTS.heart, { liveId: live.id })).ok).toBe(true);
    await eventually(() => hearts.length > 0);
    await w.call(w.seller.headers, 'PUT', `${SELLER_LIVES}/${live.id}/pin`, {
      kind: 'product',
      productId: w.seller.productId,
    });
    await eventually(() => pins.length === 1);
  });
});
