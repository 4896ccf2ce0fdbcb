import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { cookieClient, registrationBody, signUp, strongPassword } from './auth-test-client';

describe('login CSRF: cross-site posts, token rotation, cookie prefixes', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const account = registrationBody();
  beforeAll(async () => {
    t = await createTestApp();
    expect((await signUp(t, account)).status).toBe(201);
  });
  afterAll(() => t.close());

  /** The form an attacker's page posts with the victim's browser (no cookies of ours: SameSite=Lax). */
  const formPost = (path: string, fields: Record<string, string>, headers: Record<string, string>) =>
    t.api.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const credentials = { email: account.email, password: strongPassword };

  it('refuses a login form posted from another site', async () => {
    const crossSite = await formPost('/community/v1/auth/login', credentials, {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error.code).toBe('CSRF_FAILED');
    expect(crossSite.headers.getSetCookie().some((c) => c.startsWith('token='))).toBe(false);

    // Browsers without Fetch Metadata still send Origin on a POST.
    const foreignOrigin = await formPost('/community/v1/auth/login', credentials, {
      origin: 'https://evil.example',
    });
    expect(foreignOrigin.status).toBe(403);
  });

  it('accepts our own pages and API clients that send neither header', async () => {
    const own = await formPost('/community/v1/auth/login', credentials, {
      'sec-fetch-site': 'same-origin',
      origin: 'http://localhost',
    });
    expect(own.status).toBe(200);
    const app = await formPost('/community/v1/auth/login', credentials, {});
    expect(app.status).toBe(200);
  });

  it('refuses the other doors a foreign page could use without a session: sign-up, reset, guest account', async () => {
    const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
    for (const [path, body] of [
      ['/community/v2/auth/register', registrationBody()],
      ['/community/v2/auth/register/confirm', { ticket: 'x'.repeat(32), code: '123456' }],
      ['/community/v1/auth/forgot-password-web', { email: account.email }],
      [
        '/community/v1/auth/reset-password',
        { email: account.email, code: '123456', password: 'New#12345', confirmPassword: 'New#12345' },
      ],
      ['/community/v1/user/request-guest-user', {}],
    ] as const) {
      const res = await t.api.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...crossSite },
        body: JSON.stringify(body),
      });
      expect(res.status, path).toBe(403);
    }
  });

  it('gives a new CSRF token at login, so a token planted or read before is worthless after', async () => {
    const browser = cookieClient(t.api);
    await browser.request('/api/v1/public/reasons');
    const before = browser.cookie('csrf_token');
    expect(before).toBeDefined();
    const login = await browser.write('/community/v1/auth/login', credentials);
    expect(login.status).toBe(200);
    const after = browser.cookie('csrf_token');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const stale = await browser.request('/community/v1/auth/logout', {
      method: 'POST',
      headers: { 'x-csrf-token': before ?? '' },
    });
    expect(stale.status).toBe(403);
  });
});

describe('auth cookies over https', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const account = registrationBody();
  beforeAll(async () => {
    t = await createTestApp();
    // As with PUBLIC_URL=https://chodep.vn: the deployment is served over https.
    Object.assign(t.ctx.config, { publicUrl: 'https://chodep.vn', secureCookies: true });
    expect((await signUp(t, account)).status).toBe(201);
  });
  afterAll(() => t.close());

  it('names them __Host- and marks them Secure, and reads only those names', async () => {
    const browser = cookieClient(t.api, { origin: 'https://chodep.vn' });
    const res = await browser.write('/community/v1/auth/login', {
      email: account.email,
      password: strongPassword,
    });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    for (const name of ['token', 'csrf_token', 'device']) {
      const line = cookies.find((c) => c.startsWith(`__Host-${name}=`));
      expect(line, name).toBeDefined();
      expect(line).toContain('Secure');
      expect(line).toContain('Path=/');
      expect(line).not.toContain('Domain=');
    }
    expect(cookies.some((c) => /^(token|csrf_token|device)=/.test(c))).toBe(false);
    const me = await browser.request('/community/v1/profile/me');
    expect(me.status).toBe(200);

    // A plain-named session cookie (planted by a sibling subdomain or over http) is ignored.
    const token = (await res.clone().json()).data.token as string;
    const planted = await t.api.request('/community/v1/profile/me', {
      headers: { cookie: `token=${token}` },
    });
    expect(planted.status).toBe(401);
  });
});
