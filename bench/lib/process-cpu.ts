import { readdirSync, readFileSync } from 'node:fs';
import { postgresClient } from '@cho-dep/db/postgres-target';

/**
 * CPU seconds used (user + system, from Linux /proc; null elsewhere) by a process and all its
 * descendants: the server with WEB_CONCURRENCY workers is a primary and its children, and a
 * child's time only reaches the parent's counters when it exits. Read around the measured
 * window, it tells a starved server (little CPU, long waits: the machine is busy) from one that
 * works harder per order.
 */
export function treeCpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  const own = cpuSecondsOf(pid);
  if (own === null) return null;
  return childrenOf(pid).reduce((sum, child) => sum + (treeCpuSeconds(child) ?? 0), own);
}

function cpuSecondsOf(pid: number): number | null {
  try {
    // Fields after the ')' that closes the command name: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * The CPU of the PostgreSQL backends connected to one database (a local server, readable
 * /proc): the other half of a checkout's cost on a 2-core machine. Backends of the server's
 * pool live through the run, so the difference over the window is theirs; a backend that
 * connects or leaves in the window is missed. Returns a function that reads the seconds
 * used since the start.
 */
export async function databaseCpuMeter(url: string): Promise<() => Promise<number | null>> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const client = postgresClient(url, { max: 1, onnotice: () => {} });
  const read = async () => {
    const rows = await client<{ pid: number }[]>`
      select pid from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`;
    return new Map(rows.map((r) => [r.pid, cpuSecondsOf(r.pid)]));
  };
  const start = await read();
  return async () => {
    try {
      const end = await read();
      let used = 0;
      let seen = false;
      for (const [pid, seconds] of end) {
        const before = start.get(pid);
        if (seconds === null || before === undefined || before === null) continue;
        used += seconds - before;
        seen = true;
      }
      return seen ? used : null;
    } finally {
      await client.end({ timeout: 5 });
    }
  };
}
