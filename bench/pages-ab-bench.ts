/**
 * Two builds (or one build with two environments) of the server-rendered pages, compared on a
 * busy machine: both servers run at once, and the same signed-in requests go to A and to B in
 * alternating blocks, one at a time, reading each server's CPU around each block. Whatever
 * else the machine does then weighs on both alike, so the CPU per page of A and B compare
 * where requests per second from two separate runs would not.
 *
 *   npm run bench -- pages-ab --a-build apps/web/build-bench-before --b-build apps/web/build-bench-after
 *   npm run bench -- pages-ab --a-build apps/web/build-bench --a-env SEARCH_CACHE=off
 *
 * Each server needs its own data directory (the embedded database locks it): `--data-dir`
 * is copied once to `<data-dir>-a` and `<data-dir>-b` when those are missing.
 */
import { cpSync, existsSync } from 'node:fs';
import { Agent } from 'node:http';
import { machineNote, numberArg, readArgs } from './lib/args';
import { type RunningServer, startServer } from './lib/bench-server';
import { BuyerSession } from './lib/buyer-session';
import { createClient } from './lib/load';
import { processCpuSeconds } from './lib/server-cpu';

const args = readArgs({
  'a-build': { type: 'string' },
  'b-build': { type: 'string' },
  'a-env': { type: 'string' },
  'b-env': { type: 'string' },
  'data-dir': { type: 'string' },
  port: { type: 'string' },
  rounds: { type: 'string' },
  block: { type: 'string' },
  only: { type: 'string' },
});
const rounds = numberArg(args.rounds, 12);
const block = numberArg(args.block, 10);
const BUYER = { email: 'buyer@demo.vn', password: 'Demo@1234' };

function envOf(value: unknown): Record<string, string> {
  return Object.fromEntries(
    String(value ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

interface Side {
  name: 'A' | 'B';
  server: RunningServer;
  cookie: string;
}

async function startSide(name: 'A' | 'B', port: number): Promise<Side> {
  const key = name.toLowerCase();
  const base = (args['data-dir'] as string | undefined) ?? '/tmp/data-bench-pages';
  const dataDir = `${base}-${key}`;
  if (!existsSync(dataDir) && existsSync(base)) cpSync(base, dataDir, { recursive: true });
  const server = await startServer({
    buildDir: (args[`${key}-build`] as string | undefined) ?? (args['a-build'] as string),
    port,
    dataDir,
    env: envOf(args[`${key}-env`]),
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const buyer = new BuyerSession(new URL(server.url), agent);
  const login = await buyer.send('POST', '/community/v1/auth/login', BUYER);
  if (login.status !== 200) throw new Error(`${name}: buyer login answered ${login.status}`);
  agent.destroy();
  return { name, server, cookie: buyer.cookieHeader() };
}

/** The pages of the pages bench, as paths (the first of each from the demo catalog). */
async function pagePaths(side: Side): Promise<Record<string, string[]>> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const buyer = new BuyerSession(new URL(side.server.url), agent);
  const home = await buyer.send('GET', '/api/v1/public/home');
  const categories = await buyer.send('GET', '/api/v1/public/categories');
  agent.destroy();
  const products = (home.body.data.recommended as { id: string }[]).slice(0, 10).map((p) => p.id);
  const categoryIds = (categories.body.data as { id: string }[]).slice(0, 5).map((c) => c.id);
  return {
    product: products.map((id) => `/san-pham/${id}`),
    home: ['/'],
    category: categoryIds.map((id) => `/nganh-hang/${id}`),
    search: ['/tim-kiem?q=ao'],
    community: ['/cong-dong'],
  };
}

async function main() {
  const port = numberArg(args.port, 4030);
  if (!args['a-build']) throw new Error('--a-build is required (and --b-build or --b-env)');
  const a = await startSide('A', port);
  const b = await startSide('B', port + 1).catch(async (error: unknown) => {
    await a.server.stop();
    throw error;
  });
  try {
    const only = String(args.only ?? '')
      .split(',')
      .filter(Boolean);
    const pages = Object.entries(await pagePaths(a)).filter(([n]) => only.length === 0 || only.includes(n));
    console.log(`pages A/B: ${rounds} rounds of ${block} requests per side and page; ${await machineNote()}`);
    const clients = new Map(
      [a, b].map((side) => [
        side,
        createClient(side.server.url, 1, { accept: 'text/html,application/xhtml+xml', cookie: side.cookie }),
      ]),
    );
    for (const [name, paths] of pages) {
      const cpu = { A: 0, B: 0 };
      const ratios: number[] = [];
      let sent = 0;
      for (let round = 0; round <= rounds; round++) {
        const used = { A: 0, B: 0 };
        // Alternate which side goes first, so neither always follows the other.
        for (const side of round % 2 === 0 ? [a, b] : [b, a]) {
          const client = clients.get(side) as ReturnType<typeof createClient>;
          const before = processCpuSeconds(side.server.pid) ?? 0;
          for (let i = 0; i < block; i++) {
            const answer = await client.get(paths[(sent + i) % paths.length] as string);
            if (answer.status !== 200) throw new Error(`${side.name} ${name}: ${answer.status}`);
          }
          used[side.name] = (processCpuSeconds(side.server.pid) ?? 0) - before;
        }
        sent += block;
        // Round 0 warms both servers up and is not counted.
        if (round === 0) continue;
        cpu.A += used.A;
        cpu.B += used.B;
        if (used.A > 0) ratios.push(used.B / used.A);
      }
      ratios.sort((x, y) => x - y);
      const per = (seconds: number) => ((1000 * seconds) / (rounds * block)).toFixed(2);
      const q = (p: number) => (ratios[Math.floor(p * (ratios.length - 1))] ?? Number.NaN).toFixed(2);
      console.log(
        `${name.padEnd(10)} CPU per page A ${per(cpu.A)} ms, B ${per(cpu.B)} ms; B/A ${(cpu.B / cpu.A).toFixed(2)} (rounds: median ${q(0.5)}, quartiles ${q(0.25)}-${q(0.75)})   ${await machineNote()}`,
      );
    }
    for (const client of clients.values()) client.close();
  } finally {
    await Promise.all([a.server.stop(), b.server.stop()]);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
