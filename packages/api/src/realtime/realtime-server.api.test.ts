import { randomUUID } from 'node:crypto';
import type { PresencePayload } from '@cho-dep/core/realtime/realtime-events';
import type { Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatRooms } from '../chat/chat.tables';
import { insertTestShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser, signIn } from '../testing/user-fixtures';
import { publishAfterCommit } from './publish';
import { connectSocket, eventually, recordEvents, startSocketServer } from './socket-test-server';

describe('the real-time socket', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let server: Awaited<ReturnType<typeof startSocketServer>>;
  const open: ClientSocket[] = [];
  const connect = async (...args: Parameters<typeof connectSocket>) => {
    const socket = await connectSocket(...args);
    open.push(socket);
    return socket;
  };
  const tokenOf = (headers: Record<string, string>) => (headers.authorization ?? '').replace('Bearer ', '');
  const publish = (to: string[], event: string, data: unknown) =>
    t.ctx.database.db.transaction((tx) => publishAfterCommit(tx, { to, event, data }));

  beforeAll(async () => {
    t = await createTestApp();
    // With REDIS_URL (CI's PostgreSQL pass) through the Redis adapter, as in production.
    server = await startSocketServer(t, {
      redisUrl: process.env.REDIS_URL,
      redisKey: `test-socket:${randomUUID()}`,
    });
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  /** A chat room between a new buyer and a new shop, both signed in. */
  async function chatRoom(lastSeq = 0) {
    const shop = await insertTestShop(t.ctx.database.db, { name: `Shop ${randomUUID().slice(0, 6)}` });
    const seller = { userId: shop.ownerUserId, token: tokenOf(await signIn(t.ctx, shop.ownerUserId)) };
    const buyer = await insertSignedInUser(t.ctx);
    const [row] = await t.ctx.database.db
      .insert(chatRooms)
      .values({ buyerId: buyer.userId, shopId: shop.id, lastSeq })
      .returning({ id: chatRooms.id });
    if (!row) throw new Error('room insert returned nothing');
    return { roomId: row.id, buyer, seller };
  }

  describe('who may connect', () => {
    it('refuses a connection without a session, or with a token that is not one', async () => {
      await expect(connectSocket(server.url)).rejects.toThrow('UNAUTHENTICATED');
      await expect(connectSocket(server.url, { token: 'x'.repeat(43) })).rejects.toThrow('UNAUTHENTICATED');
    });

    it('accepts a Bearer token in the handshake or in the Authorization header', async () => {
      const member = await insertSignedInUser(t.ctx);
      expect((await connect(server.url, { token: member.token })).connected).toBe(true);
      expect((await connect(server.url, { headers: member.headers })).connected).toBe(true);
    });

    it('accepts the session cookie from our own pages, never from another site', async () => {
      const member = await insertSignedInUser(t.ctx);
      const cookie = `token=${member.token}`;
      const own = await connect(server.url, { headers: { cookie, origin: server.url } });
      expect(own.connected).toBe(true);
      await expect(
        connectSocket(server.url, { headers: { cookie, origin: 'https://evil.example' } }),
      ).rejects.toThrow('UNAUTHENTICATED');
    });
  });

  describe('stored events', () => {
    it('delivers a committed event to the member it names, on every socket of theirs, and to nobody else', async () => {
      const buyer = await insertSignedInUser(t.ctx);
      const other = await insertSignedInUser(t.ctx);
      const tabs = [
        await connect(server.url, { token: buyer.token }),
        await connect(server.url, { token: buyer.token }),
      ];
      const heard = tabs.map((tab) => recordEvents(tab, 'notification:new'));
      const otherSocket = await connect(server.url, { token: other.token });
      const otherHeard = recordEvents(otherSocket, 'notification:new');

      await publish([buyer.userId], 'notification:new', { id: 'n1' });
      // Then one to both: once the other member hears it, the first one would have arrived before.
      await publish([buyer.userId, other.userId], 'notification:new', { id: 'n2' });
      await eventually(() => otherHeard.length === 1 && heard.every((h) => h.length === 2));
      expect(heard).toEqual([
        [{ id: 'n1' }, { id: 'n2' }],
        [{ id: 'n1' }, { id: 'n2' }],
      ]);
      expect(otherHeard).toEqual([{ id: 'n2' }]);
    });

    it('never delivers an event whose transaction rolled back', async () => {
      const buyer = await insertSignedInUser(t.ctx);
      const socket = await connect(server.url, { token: buyer.token });
      const heard = recordEvents(socket, 'chat:message');
      await expect(
        t.ctx.database.db.transaction(async (tx) => {
          await publishAfterCommit(tx, { to: [buyer.userId], event: 'chat:message', data: { id: 'lost' } });
          throw new Error('the message could not be stored');
        }),
      ).rejects.toThrow('could not be stored');
      await publish([buyer.userId], 'chat:message', { id: 'kept' });
      await eventually(() => heard.length >= 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual([{ id: 'kept' }]);
    });
  });

  describe('typing', () => {
    it("reaches the room's other side only, and nobody outside the room", async () => {
      const { roomId, buyer, seller } = await chatRoom();
      const stranger = await insertSignedInUser(t.ctx);
      const buyerSocket = await connect(server.url, { token: buyer.token });
      const sellerSocket = await connect(server.url, { token: seller.token });
      const strangerSocket = await connect(server.url, { token: stranger.token });
      const sellerHeard = recordEvents(sellerSocket, 'chat:typing');
      const buyerHeard = recordEvents(buyerSocket, 'chat:typing');
      const strangerHeard = recordEvents(strangerSocket, 'chat:typing');

      buyerSocket.emit('chat:typing', { roomId, side: 'buyer', typing: true });
      await eventually(() => sellerHeard.length === 1);
      sellerSocket.emit('chat:typing', { roomId, side: 'shop', typing: true });
      await eventually(() => buyerHeard.length === 1);

      // Someone outside the room, or a member claiming the other side, is not relayed.
      strangerSocket.emit('chat:typing', { roomId, side: 'buyer', typing: true });
      strangerSocket.emit('chat:typing', { roomId, side: 'shop', typing: true });
      buyerSocket.emit('chat:typing', { roomId, side: 'shop', typing: true });
      // Invalid payloads are ignored.
      buyerSocket.emit('chat:typing', { roomId: 'nope', side: 'buyer', typing: true });
      buyerSocket.emit('chat:typing', { roomId, side: 'buyer', typing: 'yes' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      buyerSocket.emit('chat:typing', { roomId, side: 'buyer', typing: false });
      await eventually(() => sellerHeard.length === 2);

      expect(sellerHeard).toEqual([
        { roomId, side: 'buyer', typing: true },
        { roomId, side: 'buyer', typing: false },
      ]);
      expect(buyerHeard).toEqual([{ roomId, side: 'shop', typing: true }]);
      expect(strangerHeard).toEqual([]);
    });
  });

  describe('delivered ticks', () => {
    it("stores a member's delivered tick and announces the room to both sides; a stranger's is refused", async () => {
      const { roomId, buyer, seller } = await chatRoom(5);
      const stranger = await insertSignedInUser(t.ctx);
      const buyerSocket = await connect(server.url, { token: buyer.token });
      const sellerSocket = await connect(server.url, { token: seller.token });
      const strangerSocket = await connect(server.url, { token: stranger.token });
      const sellerHeard = recordEvents<{ roomId: string; buyerDeliveredSeq: number }>(
        sellerSocket,
        'chat:room',
      );

      expect(await strangerSocket.emitWithAck('chat:delivered', { roomId, side: 'buyer', seq: 5 })).toEqual({
        ok: false,
      });
      expect(await buyerSocket.emitWithAck('chat:delivered', { roomId, side: 'shop', seq: 5 })).toEqual({
        ok: false,
      });
      expect(await buyerSocket.emitWithAck('chat:delivered', { roomId, side: 'buyer', seq: -1 })).toEqual({
        ok: false,
      });
      expect(await buyerSocket.emitWithAck('chat:delivered', { roomId, side: 'buyer', seq: 3 })).toEqual({
        ok: true,
      });
      await eventually(() => sellerHeard.length >= 1);
      expect(sellerHeard.at(-1)).toMatchObject({ roomId, buyerDeliveredSeq: 3 });
    });
  });

  describe('presence', () => {
    it('marks a device online while its socket is connected and tells watchers when the member comes and goes', async () => {
      const seller = await insertSignedInUser(t.ctx);
      const buyer = await insertSignedInUser(t.ctx);
      const watcher = await connect(server.url, { token: buyer.token });
      const heard = recordEvents<PresencePayload>(watcher, 'presence');
      const first = (await watcher.emitWithAck('presence:watch', { userIds: [seller.userId] })) as {
        ok: boolean;
        presence: PresencePayload[];
      };
      expect(first).toEqual({
        ok: true,
        presence: [{ userId: seller.userId, online: false, lastSeenAt: null }],
      });

      const tabA = await connect(server.url, { token: seller.token, deviceId: 'laptop' });
      await eventually(() => heard.length === 1);
      expect(heard[0]).toMatchObject({ userId: seller.userId, online: true });

      // A second tab of the same device, then the first closes: still online.
      const tabB = await connect(server.url, { token: seller.token, deviceId: 'laptop' });
      tabA.close();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [still] = (
        (await watcher.emitWithAck('presence:watch', { userIds: [seller.userId] })) as {
          presence: PresencePayload[];
        }
      ).presence;
      expect(still?.online).toBe(true);

      tabB.close();
      await eventually(() => heard.length === 2);
      expect(heard[1]).toMatchObject({ userId: seller.userId, online: false });
      expect(heard[1]?.lastSeenAt).not.toBeNull();
    });

    it('watches at most the latest 50 members per socket, the longest-watched leaving first', async () => {
      const buyer = await insertSignedInUser(t.ctx);
      const socket = await connect(server.url, { token: buyer.token });
      const heard = recordEvents<PresencePayload>(socket, 'presence');
      const many = await Promise.all(Array.from({ length: 51 }, () => insertSignedInUser(t.ctx)));
      const ids = many.map((member) => member.userId);
      expect(await socket.emitWithAck('presence:watch', { userIds: ids })).toEqual({ ok: false });
      expect(await socket.emitWithAck('presence:watch', { userIds: ids.slice(0, 30) })).toMatchObject({
        ok: true,
      });
      expect(await socket.emitWithAck('presence:watch', { userIds: ids.slice(30, 51) })).toMatchObject({
        ok: true,
      });

      // ids[0] was pushed out by the 51st; ids[1] is still watched.
      const [first, second] = many;
      if (!first || !second) throw new Error('no members');
      await connect(server.url, { token: first.token, deviceId: 'first' });
      await connect(server.url, { token: second.token, deviceId: 'second' });
      await eventually(() => heard.some((entry) => entry.userId === second.userId));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard.map((entry) => entry.userId)).toEqual([second.userId]);
    });
  });
});
