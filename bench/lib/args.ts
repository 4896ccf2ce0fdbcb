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
