/**
 * Real-time sockets (decision 049): `--sockets` (5,000) connected sockets on one server process
 * and on two (Redis adapter), then `--rate` (1,000) messages a second for `--seconds` (10) on each
 * delivery path, counting what arrived and its latency, and the servers' memory per connection.
 *
 *   npm run bench -- sockets --database-url postgres://postgres@127.0.0.1:5432/bench_sockets \
 *     --redis-url redis://127.0.0.1:6379
 *
 * Fills its own database once (migrations as the server applies them): sockets/2 chat rooms,
 * each a buyer and a shop's owner, every member with a session. Each server process is
 * bench/lib/socket-bench-server.ts (the API and attachRealtime on a real HTTP server). One
 * client process (this one) opens the sockets with socket.io-client, WebSocket only, the
 * buyer and the owner of a room on different processes when there are two. Paths measured:
 * - stored: a chat message's announcement as the API makes it, pg_notify on 'realtime' from
 *   another connection, each process LISTENing and emitting to its own sockets;
 * - typing: a buyer's socket emits 'chat:typing', the server checks the room and relays it
 *   with io.to, through Redis to the other process when there are two.
 * Latency is from the send (the notify, the emit) to the receipt, on one machine's clock.
 * Memory per connection: the growth of each server's RSS and heap (after a full collection)
 * from before the sockets connected to after, divided by the sockets it holds.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { loadConfig } from '@cho-dep/api/app/config';
import { closeAppContext, createAppContext } from '@cho-dep/api/app/create-app-context';
import { postgresClient } from '@cho-dep/db/postgres-target';
import type postgres from 'postgres';
import { io, type Socket } from 'socket.io-client';
import { machineNote, numberArg, readArgs } from './lib/args';
import { ensurePostgresDatabase } from './lib/database-admin';

const args = readArgs({
  'database-url': { type: 'string' },
  'redis-url': { type: 'string' },
  sockets: { type: 'string' },
  rate: { type: 'string' },
  seconds: { type: 'string' },
  processes: { type: 'string' },
  port: { type: 'string' },
});
const databaseUrl =
  (args['database-url'] as string | undefined) ?? 'postgres://postgres@127.0.0.1:5432/bench_sockets';
const redisUrl = (args['redis-url'] as string | undefined) ?? 'redis://127.0.0.1:6379';
const socketCount = numberArg(args.sockets, 5_000);
const rate = numberArg(args.rate, 1_000);
const seconds = numberArg(args.seconds, 10);
const processCounts = ((args.processes as string | undefined) ?? '1,2').split(',').map(Number);
const basePort = numberArg(args.port, 3980);
const rooms = Math.floor(socketCount / 2);

interface Member {
  userId: string;
  token: string;
}
interface Room {
  roomId: string;
  buyer: Member;
  owner: Member;
}

/** Members, shops and rooms for the run, made once per database (tokens kept in a table of ours). */
async function prepare(sql: postgres.Sql): Promise<Room[]> {
  await sql`create table if not exists bench_socket_rooms (n int primary key, room_id uuid, buyer_id uuid, buyer_token text, owner_id uuid, owner_token text)`;
  const [{ count }] = (await sql`select count(*)::int as count from bench_socket_rooms`) as unknown as [
    { count: number },
  ];
  for (let n = count; n < rooms; n++) {
    const token = () => randomBytes(32).toString('base64url');
    const hash = (value: string) => createHash('sha256').update(value).digest('hex');
    const buyerToken = token();
    const ownerToken = token();
    await sql.begin(async (tx) => {
      const [buyer] =
        await tx`insert into users (email, password_hash, full_name) values (${`bench-buyer-${n}@bench.vn`}, 'x', 'Bench buyer') returning id`;
      const [owner] =
        await tx`insert into users (email, password_hash, full_name, roles) values (${`bench-owner-${n}@bench.vn`}, 'x', 'Bench owner', ${['buyer', 'seller']}) returning id`;
      for (const [user, value] of [
        [buyer, buyerToken],
        [owner, ownerToken],
      ] as const) {
        await tx`insert into sessions (user_id, token_hash, expires_at) values (${user?.id}, ${hash(value)}, now() + interval '365 days')`;
      }
      const [shop] =
        await tx`insert into shops (owner_user_id, name, slug, status) values (${owner?.id}, ${`Bench shop ${n}`}, ${`bench-shop-${n}`}, 'approved') returning id`;
      const [room] =
        await tx`insert into chat_rooms (buyer_id, shop_id) values (${buyer?.id}, ${shop?.id}) returning id`;
      await tx`insert into bench_socket_rooms values (${n}, ${room?.id}, ${buyer?.id}, ${buyerToken}, ${owner?.id}, ${ownerToken})`;
    });
    if (n % 500 === 499) console.log(`  prepared ${n + 1} rooms`);
  }
  const rows = await sql`select * from bench_socket_rooms where n < ${rooms} order by n`;
  return rows.map((row) => ({
    roomId: row.room_id,
    buyer: { userId: row.buyer_id, token: row.buyer_token },
    owner: { userId: row.owner_id, token: row.owner_token },
  }));
}

interface ServerProcess {
  child: ChildProcess;
  url: string;
}

async function startServers(count: number): Promise<ServerProcess[]> {
  const key = `bench-sockets:${Date.now()}`;
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const child = fork('bench/lib/socket-bench-server.ts', [], {
        execArgv: ['--import', 'tsx', '--expose-gc'],
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          REDIS_URL: count > 1 ? redisUrl : '',
          BENCH_REDIS_KEY: key,
          PORT: String(basePort + i),
          DATA_DIR: '/tmp/data-bench-sockets',
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      return new Promise<ServerProcess>((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
        child.on('message', (message: { kind: string; url?: string }) => {
          if (message.kind === 'ready' && message.url) resolve({ child, url: message.url });
        });
      });
    }),
  );
}

function memoryOf(server: ServerProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve) => {
    const listener = (message: { kind: string; memory?: NodeJS.MemoryUsage }) => {
      if (message.kind !== 'memory' || !message.memory) return;
      server.child.off('message', listener);
      resolve(message.memory);
    };
    server.child.on('message', listener);
    server.child.send({ kind: 'memory' });
  });
}

async function stopServers(servers: ServerProcess[]): Promise<void> {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          server.child.removeAllListeners('exit');
          server.child.once('exit', resolve);
          server.child.send({ kind: 'stop' });
        }),
    ),
  );
}

function connect(url: string, token: string): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    auth: { token, deviceId: 'bench' },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const now = () => performance.timeOrigin + performance.now();

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Sends `rate` a second for `seconds` with `send(i)`, then waits up to 15 s for stragglers. */
async function drive(send: (i: number) => void, received: () => number): Promise<number> {
  const total = rate * seconds;
  const tick = 10;
  const perTick = (rate * tick) / 1000;
  const started = now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((now() - started) / 1000) * rate) + perTick);
    while (sent < due) send(sent++);
    await new Promise((resolve) => setTimeout(resolve, tick));
  }
  const drainUntil = now() + 15_000;
  while (received() < total && now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 50));
  // A little longer, so a duplicate would show.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return total;
}

function report(path: string, sent: number, latencies: number[], extra: number) {
  latencies.sort((a, b) => a - b);
  console.log(
    `  ${path.padEnd(8)} sent ${sent}  delivered ${latencies.length}  ${path === 'typing' ? 'unmatched' : 'duplicates'} ${extra}  p50 ${percentile(latencies, 50).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms  max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)} ms`,
  );
}

async function run(processCount: number, roomList: Room[], sql: postgres.Sql) {
  console.log(
    `\n${processCount} process${processCount > 1 ? 'es' : ''}, ${roomList.length * 2} sockets, ${rate}/s for ${seconds} s`,
  );
  const servers = await startServers(processCount);
  const before = await Promise.all(servers.map(memoryOf));
  const urlFor = (i: number) => servers[i % servers.length]?.url ?? '';

  // Buyer and owner of a room on different processes when there are two.
  const connectStarted = now();
  const buyers: Socket[] = [];
  const owners: Socket[] = [];
  for (let start = 0; start < roomList.length; start += 100) {
    const batch = roomList.slice(start, start + 100);
    const pairs = await Promise.all(
      batch.map(async (room, j) => [
        await connect(urlFor(start + j), room.buyer.token),
        await connect(urlFor(start + j + 1), room.owner.token),
      ]),
    );
    for (const [buyer, owner] of pairs) {
      if (buyer && owner) {
        buyers.push(buyer);
        owners.push(owner);
      }
    }
  }
  const connectSeconds = (now() - connectStarted) / 1000;
  const after = await Promise.all(servers.map(memoryOf));
  const perProcess = (roomList.length * 2) / servers.length;
  console.log(`  connected ${buyers.length + owners.length} sockets in ${connectSeconds.toFixed(1)} s`);
  servers.forEach((_, i) => {
    const b = before[i];
    const a = after[i];
    if (!a || !b) return;
    console.log(
      `  process ${i + 1}: ${perProcess} sockets, RSS ${(b.rss / 2 ** 20).toFixed(0)} -> ${(a.rss / 2 ** 20).toFixed(0)} MB (${((a.rss - b.rss) / perProcess / 1024).toFixed(1)} KB per connection), heap ${((a.heapUsed - b.heapUsed) / perProcess / 1024).toFixed(1)} KB per connection`,
    );
  });

  // Stored events: pg_notify from another connection, as the API's transactions do at commit.
  {
    const latencies: number[] = [];
    const seen = new Set<number>();
    let duplicates = 0;
    const all = [...buyers, ...owners];
    for (const socket of all) {
      socket.on('bench:event', (data: { id: number; sentAt: number }) => {
        if (seen.has(data.id)) duplicates++;
        else seen.add(data.id);
        latencies.push(now() - data.sentAt);
      });
    }
    const members = [...roomList.map((r) => r.buyer.userId), ...roomList.map((r) => r.owner.userId)];
    const sent = await drive(
      (i) => {
        const payload = JSON.stringify({
          to: [members[(i * 7919) % members.length]],
          event: 'bench:event',
          data: { id: i, sentAt: now() },
        });
        // A postgres.js query runs when awaited or caught: catching starts it.
        sql`select pg_notify('realtime', ${payload})`.catch((error: unknown) => console.error(error));
      },
      () => latencies.length,
    );
    report('stored', sent, latencies, duplicates);
  }

  // Typing: a buyer's socket to the room's owner (on the other process when there are two). The
  // relayed payload is the checked {roomId, side, typing} only, so send times queue per room.
  {
    const latencies: number[] = [];
    const sentAt = new Map<string, number[]>();
    let unexpected = 0;
    owners.forEach((socket) => {
      socket.on('chat:typing', (data: { roomId: string }) => {
        const at = sentAt.get(data.roomId)?.shift();
        if (at === undefined) unexpected++;
        else latencies.push(now() - at);
      });
    });
    const sent = await drive(
      (i) => {
        const index = i % roomList.length;
        const room = roomList[index];
        if (!room) return;
        sentAt.set(room.roomId, [...(sentAt.get(room.roomId) ?? []), now()]);
        buyers[index]?.emit('chat:typing', { roomId: room.roomId, side: 'buyer', typing: true });
      },
      () => latencies.length + unexpected,
    );
    report('typing', sent, latencies, unexpected);
  }

  for (const socket of [...buyers, ...owners]) socket.close();
  await stopServers(servers);
}

async function main() {
  console.log(`Socket benchmark · ${await machineNote()}`);
  await ensurePostgresDatabase(databaseUrl);
  // Migrate once here, before the servers start side by side.
  const ctx = await createAppContext(
    loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    }),
  );
  await closeAppContext(ctx);
  const sql = postgresClient(databaseUrl, { max: 10, onnotice: () => {} });
  try {
    const roomList = await prepare(sql);
    // Presence marks of a previous run would otherwise be refreshed, not created.
    await sql`delete from user_presence`;
    for (const count of processCounts) await run(count, roomList, sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

await main();
