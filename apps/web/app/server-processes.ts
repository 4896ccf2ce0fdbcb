import cluster from 'node:cluster';

/**
 * Several server processes on one machine (decision 057): Node runs JavaScript on one core, so
 * one process leaves the other cores to the database at best. With WEB_CONCURRENCY above one,
 * the first process started becomes a supervisor: it starts that many copies of the server,
 * which share the port (the supervisor hands each new connection to the next one), replaces
 * one that dies, and stops them all on SIGTERM / SIGINT. It serves nothing itself.
 */

export interface ProcessPlan {
  count: number;
  /** Why this many, for the start-up line. */
  why: string;
}

interface ProcessEnv {
  WEB_CONCURRENCY?: string;
  DATABASE_URL?: string;
  REDIS_URL?: string;
}

/**
 * How many server processes: WEB_CONCURRENCY when set; otherwise one per core on PostgreSQL
 * with Redis, else one. Several need both: the embedded database lives in one process, and
 * what processes must share (sign-up codes, revoked sessions, rate limits, page cache, typing
 * relays) is in Redis, or in each process's memory without it.
 */
export function serverProcessPlan(env: ProcessEnv, cores: number): ProcessPlan {
  const raw = env.WEB_CONCURRENCY?.trim();
  const shared = Boolean(env.DATABASE_URL) && Boolean(env.REDIS_URL);
  if (raw) {
    const count = Number(raw);
    if (!Number.isInteger(count) || count < 1) {
      throw new Error(`WEB_CONCURRENCY must be a whole number of processes, 1 or more (got "${raw}")`);
    }
    if (count > 1 && !env.DATABASE_URL) {
      throw new Error(
        `WEB_CONCURRENCY=${count} needs PostgreSQL (DATABASE_URL): the embedded database is opened by one process`,
      );
    }
    if (count > 1 && !env.REDIS_URL) {
      throw new Error(
        `WEB_CONCURRENCY=${count} needs Redis (REDIS_URL): sign-up codes, revoked sessions and rate limits must be shared by the processes`,
      );
    }
    return { count, why: 'WEB_CONCURRENCY' };
  }
  if (!env.DATABASE_URL) return { count: 1, why: 'the embedded database is opened by one process' };
  if (!shared) return { count: 1, why: 'several processes need REDIS_URL too' };
  return { count: Math.max(1, cores), why: `one per core (${cores})` };
}

/**
 * The supervisor: starts `count` server processes one after the other (each waits for the one
 * before to listen, so only the first applies migrations and seeds a fresh database), replaces
 * one that exits, and on a stop signal passes it on and exits when all have stopped. A worker
 * that exits before it ever listened stops everything with its exit code: a server that
 * cannot start should fail the deployment, not restart forever.
 */
export async function superviseServerProcesses(count: number, why: string): Promise<never> {
  let stopping = false;
  const start = (slot: number) =>
    new Promise<void>((resolve, reject) => {
      const worker = cluster.fork();
      let listening = false;
      worker.once('listening', () => {
        listening = true;
        resolve();
      });
      worker.once('exit', (code, signal) => {
        if (stopping) return;
        if (!listening) {
          reject(new Error(`server process ${slot} exited (${signal ?? code}) before it served`));
          return;
        }
        console.error(`server process ${slot} exited (${signal ?? code}); starting another`);
        setTimeout(() => {
          if (!stopping) start(slot).catch(failed);
        }, 1_000);
      });
    });
  // Passes the signal on and exits once every server process has stopped.
  const stopAll = (signal: NodeJS.Signals, exitCode: number) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    let left = workers.length;
    if (left === 0) process.exit(exitCode);
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(exitCode);
      });
      worker.process.kill(signal);
    }
  };
  const failed = (error: Error) => {
    console.error(error.message);
    stopAll('SIGTERM', 1);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAll(signal, 0));
  console.log(`Chợ Đẹp: ${count} server processes (${why})`);
  try {
    for (let slot = 1; slot <= count; slot++) await start(slot);
    // Until now only the first processes took connections: a proxy's kept-alive ones opened
    // meanwhile stay with them. Operators (and the benchmarks) wait for this line.
    console.log(`Chợ Đẹp: all ${count} server processes listening`);
  } catch (error) {
    failed(error as Error);
  }
  // The supervisor's work is in the handlers above; it exits from them.
  return new Promise<never>(() => {});
}
