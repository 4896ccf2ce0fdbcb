import { epochSeconds, TRACKING } from './constants';
import type { SessionBody, Transport } from './session-body';
import { forgetUnsent, keepUnsent, readUnsent } from './unsent-store';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Tries once, then up to 3 more times after 1000, 2000 and 4000 ms. */
async function withRetries(attempt: () => Promise<void>): Promise<boolean> {
  for (let n = 0; ; n += 1) {
    try {
      await attempt();
      return true;
    } catch (error) {
      if (n >= TRACKING.retryAttempts) {
        // product.md §8: tracking failures are logged only, never shown.
        console.warn('tracking: send failed', error);
        return false;
      }
      await wait(TRACKING.retryBaseMs * 2 ** n);
    }
  }
}

export interface Sender {
  /** Sends a session copy (never one under 2 events); kept for later when every try failed. */
  send(session: SessionBody, options?: { keepalive?: boolean }): Promise<boolean>;
  /** Sends what earlier visits kept, in one bulk body. */
  flushUnsent(): Promise<boolean>;
}

export function createSender(transport: Transport, now: () => number = Date.now): Sender {
  let flushing: Promise<boolean> | null = null;
  const flushUnsent = () => {
    flushing ??= (async () => {
      const sessions = readUnsent().slice(0, TRACKING.unsentMax);
      if (sessions.length === 0) return true;
      const ok = await withRetries(() =>
        transport({ sessions, count: sessions.length, timestamp: epochSeconds(now()) }, { keepalive: false }),
      );
      if (ok) forgetUnsent(sessions);
      return ok;
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  };
  return {
    async send(session, options = {}) {
      if (session.events.length < TRACKING.minEventsToSend) return false;
      const keepalive = options.keepalive ?? false;
      // A page going away cannot wait for retries: keep the copy at once, drop it once sent.
      if (keepalive) keepUnsent(session);
      const ok = await withRetries(() => transport(session, { keepalive }));
      if (ok && keepalive) forgetUnsent([session]);
      if (!ok && !keepalive) keepUnsent(session);
      if (ok) void flushUnsent();
      return ok;
    },
    flushUnsent,
  };
}
