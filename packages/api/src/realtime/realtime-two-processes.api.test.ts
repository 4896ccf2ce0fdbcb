import { randomUUID } from 'node:crypto';
import type { PresencePayload } from '@cho-dep/core/realtime/realtime-events';
import { openDatabase } from '@cho-dep/db/client';
import type { Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatRooms } from '../chat/chat.tables';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser, signIn } from '../testing/user-fixtures';
import { publishAfterCommit } from './publish';
import { connectSocket, eventually, recordEvents, startSocketServer } from './socket-test-server';

const { DATABASE_URL, REDIS_URL } = process.env;
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/**
 * Two server processes on one PostgreSQL database and one Redis, as a deployment runs them: each
 * with its own app context (its own connections, its own LISTEN) and its own socket server.
 * Only meaningful on PostgreSQL (PGlite lives inside one process): CI's PostgreSQL pass runs it.
 */
describe.skipIf(!DATABASE_URL || !REDIS_URL)('the real-time socket across two server processes', () => {
  let one: Awaited<ReturnType<typeof createTestApp>>;
  let two: Awaited<ReturnType<typeof createTestApp>>;
  let server1: Awaited<ReturnType<typeof startSocketServer>>;
  let server2: Awaited<ReturnType<typeof startSocketServer>>;
  const open: ClientSocket[] = [];
  const connect = async (...args: Parameters<typeof connectSocket>) => {
    const socket = await connectSocket(...args);
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    one = await createTestApp();
    const url = one.ctx.database.url;
    if (!url) throw new Error('the test database has no URL');
    two = await createTestApp({ database: await openDatabase({ url, max: 5 }) });
    const options = { redisUrl: REDIS_URL, redisKey: `test-two-processes:${randomUUID()}` };
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

  it('delivers an event published through process 1 exactly once to each socket, wherever it is connected', async () => {
    const buyer = await insertSignedInUser(one.ctx);
    const onTwo = await connect(server2.url, { token: buyer.token });
    const onOne = await connect(server1.url, { token: buyer.token });
    const heardOnTwo = recordEvents(onTwo, 'chat:message');
    const heardOnOne = recordEvents(onOne, 'chat:message');

    await one.ctx.database.db.transaction((tx) =>
      publishAfterCommit(tx, { to: [buyer.userId], event: 'chat:message', data: { seq: 1 } }),
    );
    await eventually(() => heardOnTwo.length >= 1 && heardOnOne.length >= 1);
    await settle();
    expect(heardOnTwo).toEqual([{ seq: 1 }]);
    expect(heardOnOne).toEqual([{ seq: 1 }]);
  });

  it('relays typing from a socket on process 1 to the other side on process 2 through Redis', async () => {
    const shop = await insertTestShop(one.ctx.database.db, { name: `Shop ${randomUUID().slice(0, 6)}` });
    const sellerToken = (await signIn(one.ctx, shop.ownerUserId)).authorization?.replace('Bearer ', '') ?? '';
    const buyer = await insertSignedInUser(one.ctx);
    const [room] = await one.ctx.database.db
      .insert(chatRooms)
      .values({ buyerId: buyer.userId, shopId: shop.id })
      .returning({ id: chatRooms.id });
    const roomId = room?.id ?? '';
    const buyerSocket = await connect(server1.url, { token: buyer.token });
    const sellerSocket = await connect(server2.url, { token: sellerToken });
    const heard = recordEvents(sellerSocket, 'chat:typing');

    buyerSocket.emit('chat:typing', { roomId, side: 'buyer', typing: true });
    await eventually(() => heard.length >= 1);
    await settle();
    expect(heard).toEqual([{ roomId, side: 'buyer', typing: true }]);
  });

  it('tells a watcher on process 2 once when a member connects to process 1, and when they leave', async () => {
    const seller = await insertSignedInUser(one.ctx);
    const buyer = await insertSignedInUser(one.ctx);
    const watcher = await connect(server2.url, { token: buyer.token });
    const heard = recordEvents<PresencePayload>(watcher, 'presence');
    await watcher.emitWithAck('presence:watch', { userIds: [seller.userId] });

    const sellerSocket = await connect(server1.url, { token: seller.token, deviceId: 'phone' });
    await eventually(() => heard.length >= 1);
    sellerSocket.close();
    await eventually(() => heard.length >= 2);
    await settle();
    expect(heard.map((p) => [p.userId, p.online])).toEqual([
      [seller.userId, true],
      [seller.userId, false],
    ]);
  });
});
