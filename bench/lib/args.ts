import { type ParseArgsConfig, parseArgs } from 'node:util';

/** Options every bench script reads; each script picks the ones it needs. */
export function readArgs(options: NonNullable<ParseArgsConfig['options']>) {
  return parseArgs({ args: process.argv.slice(2), options, allowPositionals: false, strict: true }).values;
}

export function numberArg(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`not a number: ${String(value)}`);
  return n;
}

/** A short wall-clock stamp and the load average, printed with every result so figures carry their context. */
export async function machineNote(): Promise<string> {
  const { loadavg, cpus } = await import('node:os');
  const [one, five] = loadavg();
  return `${new Date().toISOString()} · ${cpus().length} cores · load ${one?.toFixed(2)} / ${five?.toFixed(2)} (1 / 5 min)`;
}

/**
 * The server a benchmark starts or targets: `--url` of a running one, else the build in
 * `--build-dir` on `--port`, over the embedded database in `--data-dir` or PostgreSQL at
 * `--database-url`, with `--log-level` and extra `--env K=V,K2=V2`.
 */
export const SERVER_OPTIONS = {
  url: { type: 'string' },
  'data-dir': { type: 'string' },
  'database-url': { type: 'string' },
  port: { type: 'string' },
  'build-dir': { type: 'string' },
  'log-level': { type: 'string' },
  env: { type: 'string' },
} as const;

/** Closed-loop load: `--concurrency` clients for `--duration` seconds after `--warmup` seconds. */
export const LOAD_OPTIONS = {
  concurrency: { type: 'string' },
  duration: { type: 'string' },
  warmup: { type: 'string' },
} as const;
