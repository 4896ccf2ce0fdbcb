import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../app/config';
import { createApi } from '../app/create-api';
import { createTestApp } from '../testing/test-app';

/** The address the per-address limits and logs use (c.get('info').ip), as a socket would give it. */
describe('client address of a request', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const probe = (api: ReturnType<typeof createApi>) => {
    api.get('/__client-ip', (c) => c.text(c.get('info').ip));
    return async (socket: string, forwardedFor?: string) =>
      (
        await api.request(
          '/__client-ip',
          { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
          { incoming: { socket: { remoteAddress: socket } } },
        )
      ).text();
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is the socket address, whatever X-Forwarded-For says, when no proxy is trusted', async () => {
    const ip = probe(createApi(t.ctx));
    expect(await ip('198.51.100.4')).toBe('198.51.100.4');
    expect(await ip('198.51.100.4', '1.2.3.4')).toBe('198.51.100.4');
    expect(await ip('::ffff:198.51.100.4', '127.0.0.1')).toBe('198.51.100.4');
  });

  it('follows X-Forwarded-For only from TRUSTED_PROXIES', async () => {
    const config = loadConfig({ NODE_ENV: 'test', TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7' });
    const ip = probe(createApi({ ...t.ctx, config }));
    expect(await ip('10.0.0.2', '203.0.113.5')).toBe('203.0.113.5');
    expect(await ip('10.0.0.2', '1.1.1.1, 203.0.113.5')).toBe('203.0.113.5');
    expect(await ip('198.51.100.4', '203.0.113.5')).toBe('198.51.100.4');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8,proxy.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(loadConfig({}).TRUSTED_PROXIES).toEqual([]);
  });
});
