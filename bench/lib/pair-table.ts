import { machineNote } from './args';
import type { LoadResult } from './load';

/** One line of a two-run comparison: throughput, p50, p95 and errors of each, their ratio and the load. */
export async function pairRow(name: string, base: LoadResult, other: LoadResult): Promise<string> {
  const ratio = ((100 * other.throughput) / base.throughput).toFixed(1).padStart(5);
  return `${name.padEnd(10)} ${figures(base)} | ${figures(other)} | ${ratio}%   ${await machineNote()}`;
}

function figures(result: LoadResult): string {
  const o = result.overall;
  return `${result.throughput.toFixed(1).padStart(8)} ${o.p50.toFixed(0).padStart(5)} ${o.p95.toFixed(0).padStart(5)} ${String(o.errors).padStart(3)}`;
}
