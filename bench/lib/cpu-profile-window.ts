/**
 * A span of a benchmark run on the machine's monotonic clock in microseconds: the clock V8
 * stamps `--cpu-prof` samples with (CLOCK_MONOTONIC, shared by every process on the machine),
 * so samples of the server can be picked by what the load generator was sending at the time.
 */
export interface ProfileWindow {
  label: string;
  start: number;
  end: number;
}

export function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}
