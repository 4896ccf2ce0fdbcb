/**
 * A small shared store for counters and short-lived values (rate limits, hot caches).
 * In-process by default; Redis when REDIS_URL is set, so limits hold across app processes.
 */
export interface KeyValueStore {
  /** Adds 1 to a counter and returns the new value; the window starts at the first hit. */
  increment(key: string, windowSeconds: number): Promise<number>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
