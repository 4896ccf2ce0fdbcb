import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverProcessPlan } from './server-processes';

const pg = 'postgres://postgres@127.0.0.1:5432/shop';
const redis = 'redis://127.0.0.1:6379/0';

describe('how many server processes', () => {
  it('runs one per core on PostgreSQL with Redis, unless WEB_CONCURRENCY says otherwise', () => {
    expect(serverProcessPlan({ DATABASE_URL: pg, REDIS_URL: redis }, 4).count).toBe(4);
    expect(serverProcessPlan({ DATABASE_URL: pg, REDIS_URL: redis, WEB_CONCURRENCY: '3' }, 4).count).toBe(3);
    expect(serverProcessPlan({ DATABASE_URL: pg, REDIS_URL: redis, WEB_CONCURRENCY: '1' }, 4).count).toBe(1);
  });

  it('runs one on the embedded database, and refuses more', () => {
    expect(serverProcessPlan({}, 8)).toEqual({
      count: 1,
      why: 'the embedded database is opened by one process',
    });
    expect(serverProcessPlan({ WEB_CONCURRENCY: '1' }, 8).count).toBe(1);
    expect(() => serverProcessPlan({ WEB_CONCURRENCY: '2', REDIS_URL: redis }, 8)).toThrow(/DATABASE_URL/);
  });

  it('runs one without Redis, and refuses more: sign-up codes and revoked sessions must be shared', () => {
    expect(serverProcessPlan({ DATABASE_URL: pg }, 8).count).toBe(1);
    expect(() => serverProcessPlan({ DATABASE_URL: pg, WEB_CONCURRENCY: '2' }, 8)).toThrow(/REDIS_URL/);
  });

  it('refuses a count that is not a whole number of processes', () => {
    for (const value of ['0', '-1', '1.5', 'two']) {
      expect(() =>
        serverProcessPlan({ DATABASE_URL: pg, REDIS_URL: redis, WEB_CONCURRENCY: value }, 2),
      ).toThrow(/WEB_CONCURRENCY/);
    }
  });
});

/**
 * The pid of the process that answered, on a new connection each time (the port is shared).
 * A connection handed to a process just killed gets no answer: give up on it after 2 s.
 */
const pidAt = (port: number) =>
  new Promise<number>((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => done(Number(body)));
    });
    req.on('error', fail);
    req.setTimeout(2_000, () => req.destroy(new Error('no answer')));
    req.end();
  });

async function pidsAnswering(port: number, tries = 40): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < tries; i++) pids.add(await pidAt(port).catch(() => 0));
  pids.delete(0);
  return pids;
}

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the supervisor', () => {
  const dir = mkdtempSync(join(tmpdir(), 'server-processes-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts the processes on one port, replaces one that dies, and stops them all', async () => {
    // A stand-in server that answers its pid, supervised as the real one is.
    const script = join(dir, 'server.mts');
    writeFileSync(
      script,
      `import cluster from 'node:cluster';
       import { createServer } from 'node:http';
       import { superviseServerProcesses } from ${JSON.stringify(resolve(import.meta.dirname, 'server-processes.ts'))};
       if (cluster.isPrimary) await superviseServerProcesses(2, 'test');
       createServer((_req, res) => res.end(String(process.pid))).listen(Number(process.env.PORT));
       process.once('SIGTERM', () => process.exit(0));`,
    );
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: process.cwd(),
      env: { ...process.env, PORT: String(port) },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((r) => child?.once('exit', (code) => r(code)));

    // Each process compiles this script on start, one after the other: on a machine busy with
    // the rest of the suite that alone has taken over 20 s.
    const first = await until(
      () => pidsAnswering(port),
      (pids) => pids.size === 2,
      60_000,
    );
    expect(first.size).toBe(2);
    expect(first.has(child.pid as number)).toBe(false);

    const [victim] = [...first];
    process.kill(victim as number, 'SIGKILL');
    const after = await until(
      () => pidsAnswering(port),
      (pids) => pids.size === 2 && !pids.has(victim as number),
      60_000,
    );
    expect(after.size).toBe(2);
    expect(after.has(victim as number)).toBe(false);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of after) expect(() => process.kill(pid, 0)).toThrow();
  }, 150_000);
});
