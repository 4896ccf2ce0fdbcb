import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Starts the built server (apps/web/<build dir>/server/index.js) the way production runs it,
 * on its own port and data, and waits until /healthz answers. LOG_LEVEL defaults to warn:
 * at info the server writes one pino line per request, which on 2 cores costs throughput the
 * benchmark would otherwise attribute to search or rendering.
 */
export interface ServerOptions {
  buildDir: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  logLevel?: string;
  env?: Record<string, string>;
  logFile?: string;
}

export interface RunningServer {
  url: string;
  /** The server process, e.g. to read its CPU time from /proc. */
  pid: number | undefined;
  stop(): Promise<void>;
}

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const entry = resolve(REPO_ROOT, options.buildDir, 'server/index.js');
  if (!existsSync(entry)) {
    throw new Error(
      `${entry} is missing: build it with BUILD_DIR=${options.buildDir.replace(/^apps\/web\//, '')} npm run build -w @cho-dep/web`,
    );
  }
  // Another server on the port would answer /healthz for ours (and ours would die quietly).
  const taken = await fetch(`http://127.0.0.1:${options.port}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${options.port} is already in use: pick another with --port`);
  if (Number(process.versions.node.split('.')[0]) < 24) {
    throw new Error(`Node ${process.versions.node}: run through npm run bench (Node 24 from node_modules)`);
  }
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    // Benchmarks run the local demo: gateways and carriers are the simulators (decision 015).
    PAYMENT_SIMULATOR: 'on',
    CARRIER_SIMULATOR: 'on',
    PORT: String(options.port),
    DATA_DIR: resolve(options.dataDir),
    LOG_LEVEL: options.logLevel ?? 'warn',
    DATABASE_URL: options.databaseUrl ?? '',
    // One server process unless the benchmark asks for more: with PostgreSQL and Redis the
    // server would otherwise start one per core, and figures taken before would not compare.
    WEB_CONCURRENCY: '1',
    ...options.env,
  };
  const logFile = options.logFile ?? `/tmp/bench-server-${options.port}.log`;
  const log = createWriteStream(logFile, { flags: 'a' });
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // Several processes: load waits until every one listens, or the first takes every kept-alive
  // connection of the run (they stay with the process they reached).
  const processes = Number(env.WEB_CONCURRENCY) || 1;
  let allListening = processes <= 1;
  child.stdout?.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('server processes listening')) allListening = true;
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 180_000;
  let up = false;
  while (!up) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see ${logFile}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /healthz within 180 s; see ${logFile}`);
    }
    up =
      allListening &&
      (await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ));
    if (!up) await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
      log.end();
    },
  };
}
