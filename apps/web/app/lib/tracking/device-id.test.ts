import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientHeaders, withoutEmptyParams } from '../request-headers';
import { browserDeviceId, makeDeviceId } from './device-id';
import { fakeBrowser } from './fake-browser.test-support';

afterEach(() => vi.unstubAllGlobals());

describe('device id', () => {
  it('is web- and up to 24 lowercase base-36 characters from the traits', () => {
    const id = makeDeviceId([390, 844, 'Mozilla/5.0'], new Uint8Array(8));
    expect(id).toMatch(/^web-[0-9a-z]{1,24}$/);
    expect(makeDeviceId([390, 844, 'Mozilla/5.0'], new Uint8Array(8))).toBe(id);
    expect(makeDeviceId([1366, 900, 'Mozilla/5.0'], new Uint8Array(8))).not.toBe(id);
  });

  it('is kept in local storage, and an id stored before is kept as it is', () => {
    const win = fakeBrowser();
    const id = browserDeviceId();
    expect(id).toMatch(/^web-[0-9a-z]{1,24}$/);
    expect(browserDeviceId()).toBe(id);
    win.localStorage.setItem(STORAGE_KEYS.deviceId, 'web-older-format');
    expect(browserDeviceId()).toBe('web-older-format');
  });
});

describe('request headers', () => {
  it('send X-Country, X-Session-Id and From, the ids tracking uses', () => {
    const win = fakeBrowser();
    const headers = clientHeaders();
    expect(headers).toEqual({
      'X-Country': 'VN',
      'X-Session-Id': win.sessionStorage.getItem(STORAGE_KEYS.trackingSessionId),
      From: win.localStorage.getItem(STORAGE_KEYS.deviceId),
    });
    vi.stubGlobal('document', { documentElement: { lang: 'ko' } });
    expect(clientHeaders()['X-Country']).toBe('KO');
  });

  it('drop empty values from query strings', () => {
    expect(withoutEmptyParams('http://x/api?q=&page=2&sort=')).toBe('http://x/api?page=2');
    expect(withoutEmptyParams('http://x/api?q=a')).toBe('http://x/api?q=a');
  });
});
