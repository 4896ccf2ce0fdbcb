import { describe, expect, it } from 'vitest';
import { TtlLruCache } from './ttl-lru-cache';

describe('TtlLruCache', () => {
  it('forgets entries after their time to live', () => {
    let now = 0;
    const cache = new TtlLruCache<string>(10, 1000, () => now);
    cache.set('a', 'A');
    now = 999;
    expect(cache.get('a')).toBe('A');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry when full', () => {
    const cache = new TtlLruCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets an entry on request', () => {
    const cache = new TtlLruCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
