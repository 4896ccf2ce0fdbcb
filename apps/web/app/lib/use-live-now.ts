import { useSyncExternalStore } from 'react';

/**
 * The moment a page counts "5 phút trước" or "còn 2 ngày" from. While React hydrates the
 * server's HTML it is the instant that HTML was rendered (`serverNow`, from the loader's data),
 * so a copy rendered a minute earlier (the shared cache of signed-out pages, a CDN) hydrates
 * with the very words it shows; right after, the device's clock, moved on every half minute,
 * so a shopper reading an old copy sees the times as they are now.
 */
const REFRESH_MS = 30_000;

let current: number | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    current = Date.now();
    for (const notify of listeners) notify();
  }, REFRESH_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    timer = undefined;
    // The next page shown reads the clock afresh.
    current = null;
  };
}

function deviceNow(): number {
  current ??= Date.now();
  return current;
}

export function useLiveNow(serverNow: string): Date {
  const ms = useSyncExternalStore(subscribe, deviceNow, () => Date.parse(serverNow));
  return new Date(ms);
}
