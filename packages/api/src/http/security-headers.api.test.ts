import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../app/config';
import { createApi } from '../app/create-api';
import { createTestApp } from '../testing/test-app';

/** Every answer, API and page alike, carries the browser protections of decision 028. */
describe('security headers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const PATH = '/api/v1/public/reasons';
  const LAN = { incoming: { socket: { remoteAddress: '192.168.1.50' } } };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const directives = (csp: string | null) =>
    new Map(
      (csp ?? '').split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );

  it('sends a Content-Security-Policy with a fresh nonce and no inline scripts', async () => {
    const first = await t.api.request(PATH);
    const second = await t.api.request('/api/v1/no-such-route');
    const csp = directives(first.headers.get('content-security-policy'));
    const script = csp.get('script-src') ?? [];
    expect(script).toContain("'self'");
    expect(script.some((v) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(v))).toBe(true);
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toContain("'self'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    const nonceOf = (res: Response) =>
      /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    // Error answers are covered too, each request with its own nonce.
    expect(second.status).toBe(404);
    expect(nonceOf(second)).toBeDefined();
    expect(nonceOf(second)).not.toBe(nonceOf(first));
  });

  it('forbids framing, sniffing, full referrers and unused browser features', async () => {
    const res = await t.api.request(PATH);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const permissions = res.headers.get('permissions-policy') ?? '';
    expect(permissions).toContain('payment=()');
    expect(permissions).toContain('usb=()');
    expect(permissions).toContain('camera=(self)');
  });

  it('sends HSTS over HTTPS only, believing X-Forwarded-Proto from trusted proxies only', async () => {
    expect((await t.api.request(PATH)).headers.get('strict-transport-security')).toBeNull();
    expect(
      (await t.api.request(`https://chodep.example${PATH}`)).headers.get('strict-transport-security'),
    ).toBe('max-age=31536000; includeSubDomains');
    const forgedProto = await t.api.request(PATH, { headers: { 'x-forwarded-proto': 'https' } }, LAN);
    expect(forgedProto.headers.get('strict-transport-security')).toBeNull();
    const viaProxy = await t.api.request(
      PATH,
      { headers: { 'x-forwarded-proto': 'https' } },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends HSTS on every answer of a site whose public address is HTTPS', async () => {
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://chodep.example' });
    const api = createApi({ ...t.ctx, config });
    expect((await api.request(PATH)).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
