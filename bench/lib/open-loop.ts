import { type BenchRequest, createClient, type LoadOptions, type LoadResult, statsOf } from './load';

/**
 * An open-loop HTTP load generator: requests leave at a fixed rate (`rate` a second, evenly
 * spaced) whether or not earlier ones have been answered, over at most `concurrency`
 * keep-alive connections (a request waits for a free connection). Each latency runs from the
 * moment the request was due, not from when it found a connection, so a slow server shows in
 * the figures instead of slowing the senders down (the "coordinated omission" a closed loop
 * has: there, 20 clients at 200 answers a second wait 100 ms on average by construction).
 *
 * This is how a target such as "p95 at most 50 ms at 200 requests a second" reads: shoppers
 * arrive at that rate; the question is how long each waits.
 */
export async function runOpenLoop(options: LoadOptions & { rate: number }): Promise<LoadResult> {
  const client = createClient(options.baseUrl, options.concurrency, options.headers);
  const labels = [...new Set(options.requests.map((r) => r.label))];
  const slotOf = options.requests.map((r) => labels.indexOf(r.label));
  const latencies = labels.map(() => [] as number[]);
  const errors = labels.map(() => 0);
  const errorSamples: string[] = [];
  const interval = 1000 / options.rate;
  const started = performance.now();
  const windowStart = started + options.warmupMs;
  const windowEnd = windowStart + options.durationMs;
  const inFlight = new Set<Promise<void>>();
  let bytes = 0;
  let sent = 0;
  let windowOpened = false;

  const send = (index: number, due: number) => {
    const entry = options.requests[index % options.requests.length] as BenchRequest;
    const slot = slotOf[index % options.requests.length] ?? 0;
    const recorded = due >= windowStart && due < windowEnd;
    const done = client
      .get(entry.path)
      .then(
        (answer) => (answer.status < 200 || answer.status >= 400 ? `${answer.status} ${entry.path}` : answer),
        (error: Error) => `${error.message} ${entry.path}`,
      )
      .then((outcome) => {
        if (!recorded) return;
        if (typeof outcome === 'string') {
          errors[slot] = (errors[slot] ?? 0) + 1;
          if (errorSamples.length < 10) errorSamples.push(outcome);
          return;
        }
        bytes += outcome.bytes;
        latencies[slot]?.push(performance.now() - due);
      });
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  // Send every request that has come due, then sleep until the next one.
  while (true) {
    const now = performance.now();
    if (!windowOpened && now >= windowStart) {
      windowOpened = true;
      await options.onWindowStart?.();
    }
    const due = started + sent * interval;
    if (due >= windowEnd) break;
    if (due <= now) {
      send(sent, due);
      sent++;
      continue;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - now)));
  }
  await options.onWindowEnd?.();
  await Promise.all(inFlight);
  client.close();

  const all = latencies.flat();
  const seconds = options.durationMs / 1000;
  return {
    overall: statsOf(
      'all',
      all,
      errors.reduce((a, b) => a + b, 0),
    ),
    perLabel: labels.map((label, i) => statsOf(label, latencies[i] ?? [], errors[i] ?? 0)),
    seconds,
    throughput: all.length / seconds,
    bytesPerRequest: all.length ? bytes / all.length : 0,
    errorSamples,
  };
}
