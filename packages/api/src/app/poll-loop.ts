import type { AppContext } from './app-context';

/**
 * Runs `pass` every `intervalMs` until the returned function is called: the shape of every
 * background worker (outbox delivery, durable jobs). The next pass is scheduled only when the
 * previous one finished, so passes never overlap; a failing pass is logged and the loop goes
 * on. The timer is unref'd so it never keeps a finishing process alive; stopping waits for a
 * pass in flight.
 */
export function startPollLoop(
  ctx: AppContext,
  options: { name: string; intervalMs: number; pass: () => Promise<unknown> },
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  const tick = () => {
    inFlight = options.pass().then(
      () => undefined,
      (error: unknown) => ctx.logger.error({ err: error }, `${options.name} pass failed`),
    );
    void inFlight.then(() => {
      inFlight = undefined;
      if (!stopped) schedule();
    });
  };
  const schedule = () => {
    timer = setTimeout(tick, options.intervalMs);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await inFlight;
  };
}
