import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from './memory-store';

describe('in-process key-value store', () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts within a window and forgets the counter when it ends', async () => {
    let clock = 0;
    const store = createMemoryStore(() => clock);
    expect(await store.increment('a', 60)).toBe(1);
    expect(await store.increment('a', 60)).toBe(2);
    clock = 60_000;
    expect(await store.get('a')).toBeNull();
    expect(await store.increment('a', 60)).toBe(1);
  });

  it('drops expired counters nobody reads again, so a long-running process does not grow', async () => {
    let clock = 0;
    const store = createMemoryStore(() => clock);
    // Per-window throttle keys: written once, never read after their window.
    for (let i = 0; i < 1000; i++) await store.increment(`old-window:${i}`, 60);
    clock = 120_000;
    const deleted = vi.spyOn(Map.prototype, 'delete');
    for (let i = 0; i < 1100; i++) await store.increment(`new-window:${i}`, 60);
    const dropped = deleted.mock.calls.filter(([key]) => String(key).startsWith('old-window:')).length;
    expect(dropped).toBe(1000);
  });
});
