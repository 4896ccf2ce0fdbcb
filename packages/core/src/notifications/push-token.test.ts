import { describe, expect, it } from 'vitest';
import { createPushTokenSchema, isAllowedPushEndpoint } from './push-token';

describe('push endpoints', () => {
  it('accepts the browsers’ push services over HTTPS', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, { loopback: false })).toBe(true);
    }
  });

  it('refuses other hosts, plain HTTP, credentials and look-alike hosts', () => {
    const no = (endpoint: string) => expect(isAllowedPushEndpoint(endpoint, { loopback: false })).toBe(false);
    no('https://example.com/push');
    no('http://fcm.googleapis.com/fcm/send/abc');
    no('https://user:pw@fcm.googleapis.com/x');
    no('https://fcm.googleapis.com.evil.test/x');
    no('https://evilpush.apple.com/x');
    no('http://127.0.0.1:8080/push');
    no('not a url');
  });

  it('allows the local push service on 127.0.0.1 only when asked', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:8080/push/1', { loopback: true })).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:8080/push/1', { loopback: true })).toBe(false);
    expect(isAllowedPushEndpoint('http://10.0.0.1/push', { loopback: true })).toBe(false);
  });

  it('reads the token record with os Web by default', () => {
    const parsed = createPushTokenSchema.parse({
      token: 'https://fcm.googleapis.com/fcm/send/abc',
      deviceId: 'device-123',
      keys: { p256dh: 'BNc_abc-123', auth: 'tBHI' },
    });
    expect(parsed.os).toBe('Web');
    expect(() => createPushTokenSchema.parse({ ...parsed, os: 'Android' })).toThrow();
    expect(() => createPushTokenSchema.parse({ ...parsed, keys: { p256dh: 'a b', auth: 'x' } })).toThrow();
  });
});
