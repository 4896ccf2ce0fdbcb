import { Agent, request } from 'node:http';

/**
 * A closed-loop HTTP load generator: `concurrency` clients, each sending its next request as
 * soon as the previous answer has been read completely, over keep-alive connections. Requests
 * cycle through a fixed list, so every entry gets the same share in every run. The first
 * `warmupMs` are sent but not recorded (JIT, database caches, connection set-up).
 */
export interface BenchRequest {
  label: string;
  path: string;
}

export interface LoadOptions {
  baseUrl: string;
  requests: readonly BenchRequest[];
  concurrency: number;
  durationMs: number;
  warmupMs: number;
  /** Headers sent with every request (e.g. Accept). */
  headers?: Record<string, string>;
  /** Called as the measured window opens and closes (e.g. to read CPU counters around it). */
  onWindowStart?: () => void | Promise<void>;
  onWindowEnd?: () => void | Promise<void>;
}

export interface LabelStats {
  label: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export interface LoadResult {
  overall: LabelStats;
  perLabel: LabelStats[];
  seconds: number;
  throughput: number;
  bytesPerRequest: number;
  errorSamples: string[];
}

interface Answer {
  status: number;
  bytes: number;
  body?: string;
}

export function createClient(baseUrl: string, maxSockets: number, headers: Record<string, string> = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  const base = new URL(baseUrl);
  const get = (path: string, keepBody = false): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          path,
          method: 'GET',
          headers: { 'accept-encoding': 'identity', ...headers },
        },
        (res) => {
          let bytes = 0;
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (keepBody) chunks.push(chunk);
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              bytes,
              body: keepBody ? Buffer.concat(chunks).toString('utf8') : undefined,
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.setTimeout(30_000, () => req.destroy(new Error('timeout after 30 s')));
      req.end();
    });
  return { get, close: () => agent.destroy() };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

export function statsOf(label: string, latencies: number[], errors: number): LabelStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    label,
    count: sorted.length,
    errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.length ? sum / sorted.length : Number.NaN,
  };
}

export async function runClosedLoop(options: LoadOptions): Promise<LoadResult> {
  const client = createClient(options.baseUrl, options.concurrency, options.headers);
  // Entries that share a label share statistics (e.g. one label for 400 product pages).
  const labels = [...new Set(options.requests.map((r) => r.label))];
  const slotOf = options.requests.map((r) => labels.indexOf(r.label));
  const latencies = labels.map(() => [] as number[]);
  const errors = labels.map(() => 0);
  const errorSamples: string[] = [];
  let next = 0;
  let bytes = 0;
  let recording = false;
  let stopped = false;
  const started = performance.now();
  let measureStart = started;

  const worker = async () => {
    while (!stopped) {
      const index = next++ % options.requests.length;
      const entry = options.requests[index] as BenchRequest;
      const t = performance.now();
      const wasRecording = recording;
      let failure: string | null = null;
      try {
        const answer = await client.get(entry.path);
        if (answer.status < 200 || answer.status >= 400) failure = `${answer.status} ${entry.path}`;
        else if (wasRecording) bytes += answer.bytes;
      } catch (error) {
        failure = `${(error as Error).message} ${entry.path}`;
      }
      // Only answers to requests sent inside the measured window count.
      if (!wasRecording || !recording) continue;
      const slot = slotOf[index] ?? 0;
      if (failure) {
        errors[slot] = (errors[slot] ?? 0) + 1;
        if (errorSamples.length < 10) errorSamples.push(failure);
      } else latencies[slot]?.push(performance.now() - t);
    }
  };
  const workers = Array.from({ length: options.concurrency }, worker);
  await new Promise((r) => setTimeout(r, options.warmupMs));
  await options.onWindowStart?.();
  recording = true;
  measureStart = performance.now();
  await new Promise((r) => setTimeout(r, options.durationMs));
  const measureEnd = performance.now();
  // Requests still in flight belong to the window but end after it: not counted.
  recording = false;
  await options.onWindowEnd?.();
  stopped = true;
  await Promise.all(workers);
  client.close();

  const seconds = (measureEnd - measureStart) / 1000;
  const perLabel = labels.map((label, i) => statsOf(label, latencies[i] ?? [], errors[i] ?? 0));
  const all = latencies.flat();
  const overall = statsOf(
    'all',
    all,
    errors.reduce((a, b) => a + b, 0),
  );
  return {
    overall,
    perLabel,
    seconds,
    throughput: all.length / seconds,
    bytesPerRequest: all.length ? bytes / all.length : 0,
    errorSamples,
  };
}

const ms = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(1) : n.toFixed(0));

export function formatResult(title: string, result: LoadResult, showLabels = true): string {
  const o = result.overall;
  const lines = [
    `${title}`,
    `  ${o.count} requests in ${result.seconds.toFixed(1)} s = ${result.throughput.toFixed(1)} req/s, errors ${o.errors}, ~${(result.bytesPerRequest / 1024).toFixed(1)} KB/answer`,
    `  latency ms: p50 ${ms(o.p50)}  p95 ${ms(o.p95)}  p99 ${ms(o.p99)}  max ${ms(o.max)}  mean ${ms(o.mean)}`,
  ];
  if (showLabels) {
    lines.push('  per request:                          count  errors   p50    p95    p99    max');
    for (const s of result.perLabel) {
      lines.push(
        `    ${s.label.padEnd(36).slice(0, 36)} ${String(s.count).padStart(6)} ${String(s.errors).padStart(7)} ${ms(s.p50).padStart(6)} ${ms(s.p95).padStart(6)} ${ms(s.p99).padStart(6)} ${ms(s.max).padStart(6)}`,
      );
    }
  }
  if (result.errorSamples.length) lines.push(`  first errors: ${result.errorSamples.join(' | ')}`);
  return lines.join('\n');
}
