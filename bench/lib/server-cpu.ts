import { readFileSync } from 'node:fs';

/**
 * CPU seconds (user + system) a process has used so far, from Linux /proc; null elsewhere or
 * when the process is not ours to read. On a shared machine a server's requests per second
 * fall with the load, while the CPU it spends per request stays put: the figure that tells a
 * slower page from a starved server.
 */
export function processCpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    // Fields after the ')' that closes the command name: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
