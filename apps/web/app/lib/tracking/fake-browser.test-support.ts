import { vi } from 'vitest';

/** Local and session storage as a browser keeps them, for tests in Node. */
class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

export function fakeBrowser() {
  const win = {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    screen: { width: 390, height: 844, colorDepth: 24 },
    devicePixelRatio: 3,
    navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14)', language: 'vi-VN', hardwareConcurrency: 8 },
  };
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', { documentElement: { lang: 'vi' }, cookie: '' });
  return win;
}
