import type { Server as HttpServer } from 'node:http';
import { PRESENCE_REFRESH_MS } from '@cho-dep/core/realtime/presence';
import { type PresencePayload, SERVER_EVENTS } from '@cho-dep/core/realtime/realtime-events';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { AppContext } from '../app/app-context';
import { createLiveRooms } from '../live/live-socket';
import { handleClientEvents } from './client-events';
import { PRESENCE_CHANNEL, refreshOnlineMarks, setDeviceStatus } from './presence';
import { REALTIME_CHANNEL, type RealtimeEnvelope } from './publish';
import { authenticateSocket, type SocketUser } from './socket-auth';
import { deviceRoom, presenceRoom, userRoom } from './socket-rooms';

export interface RealtimeOptions {
  /** Redis for the adapter; default REDIS_URL of the config (tests pass theirs). */
  redisUrl?: string;
  /** Redis pub/sub channel prefix of the adapter (tests keep theirs apart); default 'socket.io'. */
  redisKey?: string;
}

/**
 * The real-time socket at /socket.io on the process's HTTP server (decision 049):
 * - WebSocket only, so any process behind a load balancer can take any connection without
 *   sticky sessions; connection state recovery replays what a short drop missed.
 * - Every connection is a signed-in member (session cookie or Bearer token) and joins its
 *   member's room.
 * - Stored events come from PostgreSQL notifications after commit: each process listens and
 *   emits to its own sockets only (`io.local`), so a member hears each event exactly once
 *   however many processes there are.
 * - Ephemeral events (typing) go through `io.to`, which the Redis adapter (REDIS_URL) carries to
 *   the other processes.
 * Returns the function that closes it (the server calls it on shutdown).
 */
export async function attachRealtime(
  httpServer: HttpServer,
  ctx: AppContext,
  options: RealtimeOptions = {},
): Promise<() => Promise<void>> {
  const io = new Server({
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: true },
  });
  const redisUrl = options.redisUrl ?? ctx.config.REDIS_URL;
  const redis = redisUrl ? redisClients(redisUrl, ctx) : null;
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub, { key: options.redisKey ?? 'socket.io' }));
  io.attach(httpServer);
  let closing = false;
  // Offline checks still running (they ask the other processes through Redis): closing waits
  // for them, so none is cut off by the Redis clients quitting under it.
  const pendingChecks = new Set<Promise<void>>();

  io.use((socket, next) => {
    authenticateSocket(ctx, socket.handshake).then(
      (user) => {
        if (!user) return next(new Error('UNAUTHENTICATED'));
        socket.data.user = user;
        next();
      },
      (error: unknown) => {
        ctx.logger.warn({ err: error }, 'socket authentication failed');
        next(new Error('UNAVAILABLE'));
      },
    );
  });

  // The live rooms: chat, hearts, viewer counts (decision 063).
  const liveRooms = createLiveRooms(io, ctx);

  io.on('connection', (socket) => {
    const user = socket.data.user as SocketUser;
    // A recovered connection is back in its rooms already; a new one joins them now.
    if (!socket.recovered) socket.join([userRoom(user.userId), deviceRoom(user)]);
    handleClientEvents(io, socket, ctx);
    liveRooms.handle(socket);
    setDeviceStatus(ctx, user, 'online').catch((error: unknown) =>
      ctx.logger.warn({ err: error }, 'presence: could not mark a device online'),
    );
    socket.on('disconnect', () => {
      if (closing) return;
      const check = markOfflineIfLast(io, ctx, user).finally(() => pendingChecks.delete(check));
      pendingChecks.add(check);
    });
  });

  // Stored events, delivered once per socket: every process hears every notification and
  // emits only to its own sockets.
  const unlistenEvents = await ctx.database.listen(REALTIME_CHANNEL, (payload) => {
    const envelope = parseEnvelope(payload);
    if (envelope)
      io.local
        .to([...envelope.to.map(userRoom), ...(envelope.rooms ?? [])])
        .emit(envelope.event, envelope.data);
  });
  const unlistenPresence = await ctx.database.listen(PRESENCE_CHANNEL, (payload) => {
    const presence = parsePresence(payload);
    if (presence) io.local.to(presenceRoom(presence.userId)).emit(SERVER_EVENTS.presence, presence);
  });

  // Connected devices keep their online marks fresh (see PRESENCE_ONLINE_TTL_MS).
  const heartbeat = setInterval(() => {
    const devices = [...io.of('/').sockets.values()].map((socket) => socket.data.user as SocketUser);
    refreshOnlineMarks(ctx, devices).catch((error: unknown) =>
      ctx.logger.warn({ err: error }, 'presence: could not refresh online marks'),
    );
  }, PRESENCE_REFRESH_MS);
  heartbeat.unref();

  return async () => {
    // Devices are not marked offline on shutdown: their pages reconnect to another process
    // (or this one, restarted) at once, and a mark nobody refreshes lapses by itself.
    closing = true;
    clearInterval(heartbeat);
    liveRooms.close();
    await Promise.allSettled([unlistenEvents(), unlistenPresence(), ...pendingChecks]);
    io.local.disconnectSockets(true);
    await io.of('/').adapter.close();
    // The engine only: io.close() would also close the HTTP server, which its owner closes.
    io.engine.close();
    if (redis) await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
  };
}

function redisClients(url: string, ctx: AppContext) {
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  // ioredis reconnects by itself; an error event nobody listens to would end the process.
  for (const client of [pub, sub]) {
    client.on('error', (error: unknown) =>
      ctx.logger.warn({ err: error }, 'realtime: Redis connection error'),
    );
  }
  return { pub, sub };
}

/**
 * A device is offline when its last socket leaves (a member with two tabs open closes one:
 * still online). Asked across processes: with the Redis adapter a device's tabs may sit on
 * different ones.
 */
async function markOfflineIfLast(io: Server, ctx: AppContext, user: SocketUser): Promise<void> {
  try {
    const remaining = await io.in(deviceRoom(user)).fetchSockets();
    if (remaining.length === 0) await setDeviceStatus(ctx, user, 'offline');
  } catch (error) {
    ctx.logger.warn({ err: error }, 'presence: could not mark a device offline');
  }
}

function parseEnvelope(payload: string): RealtimeEnvelope | null {
  try {
    const value = JSON.parse(payload) as RealtimeEnvelope;
    if (!Array.isArray(value.to) || typeof value.event !== 'string') return null;
    return value;
  } catch {
    return null;
  }
}

function parsePresence(payload: string): PresencePayload | null {
  try {
    const value = JSON.parse(payload) as PresencePayload;
    return typeof value.userId === 'string' ? value : null;
  } catch {
    return null;
  }
}
