import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { cookieClient, registrationBody, signUp, strongPassword } from './auth-test-client';
import { hashToken } from './session-token';
import { sessions } from './users.tables';

const STATUS = '/community/v1/auth/request-delete-account';

describe('sessions, CSRF, logout and password change', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signedInBrowser(body = registrationBody()) {
    const browser = cookieClient(t.api);
    await browser.request('/healthz');
    const res = await signUp(t, body, browser);
    expect(res.status).toBe(201);
    return { browser, token: (await res.json()).data.token as string, body };
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('gives every visitor a readable csrf_token cookie', async () => {
    const res = await t.api.request('/community/v1/auth/request-delete-account');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('csrf_token='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toContain('HttpOnly');
  });

  it('refuses a cookie-authenticated write without the CSRF header, and accepts it with the header', async () => {
    const { browser } = await signedInBrowser();
    const without = await browser.request('/community/v1/auth/logout', { method: 'POST' });
    expect(without.status).toBe(403);
    expect((await without.json()).error.code).toBe('CSRF_FAILED');
    const wrong = await browser.request('/community/v1/auth/logout', {
      method: 'POST',
      headers: { 'x-csrf-token': 'not-the-cookie' },
    });
    expect(wrong.status).toBe(403);
    // Reads need no header.
    expect((await browser.request(STATUS)).status).toBe(200);
    const withHeader = await browser.write('/community/v1/auth/logout');
    expect(withHeader.status).toBe(200);
  });

  it('checks page writes (form posts cannot add headers) by origin instead', async () => {
    const { browser } = await signedInBrowser();
    const crossSite = await browser.request('/tai-khoan', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await browser.request('/tai-khoan', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).not.toBe(403);
  });

  it('accepts a Bearer (or bare) token write without any CSRF header', async () => {
    const { token } = await signedInBrowser();
    const res = await t.api.request(STATUS, { method: 'POST', headers: bearer(token) });
    expect(res.status).toBe(200);
    expect((await res.json()).data.requested).toBe(true);
    const bare = await t.api.request(STATUS, { headers: { authorization: token } });
    expect(bare.status).toBe(200);
  });

  it('logout ends the session, clears the cookies and replaces the CSRF token', async () => {
    const { browser, token } = await signedInBrowser();
    const csrfBefore = browser.cookie('csrf_token');
    const res = await browser.write('/community/v1/auth/logout');
    expect((await res.json()).data).toEqual({ ok: true });
    expect(browser.cookie('csrf_token')).toMatch(/^[\w-]{32}$/);
    expect(browser.cookie('csrf_token')).not.toBe(csrfBefore);
    const cleared = res.headers.getSetCookie();
    for (const name of ['token', 'guest_token']) {
      expect(
        cleared.some((c) => c.startsWith(`${name}=;`) && /Max-Age=0/.test(c)),
        name,
      ).toBe(true);
    }
    expect((await t.api.request(STATUS, { headers: bearer(token) })).status).toBe(401);
    expect((await browser.request(STATUS)).status).toBe(401);
  });

  it('a session expires after 30 days', async () => {
    const { token } = await signedInBrowser();
    t.advance(29 * 24 * 60 * 60 * 1000);
    expect((await t.api.request(STATUS, { headers: bearer(token) })).status).toBe(200);
    t.advance(2 * 24 * 60 * 60 * 1000);
    expect((await t.api.request(STATUS, { headers: bearer(token) })).status).toBe(401);
  });

  it('changing the password keeps this device logged in (new token) and logs out the others', async () => {
    const { browser, token: first, body } = await signedInBrowser();
    const login = await t.api.request('/community/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: body.email, password: strongPassword }),
    });
    const other = (await login.json()).data.token as string;
    expect((await t.api.request(STATUS, { headers: bearer(other) })).status).toBe(200);

    const wrong = await browser.write('/community/v1/profile/change-password', {
      currentPassword: 'Wrong#pass1',
      password: 'NewSecret#1',
      confirmPassword: 'NewSecret#1',
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual([
      { path: 'currentPassword', message: 'Mật khẩu hiện tại không chính xác' },
    ]);

    const res = await browser.write('/community/v1/profile/change-password', {
      currentPassword: strongPassword,
      password: 'NewSecret#1',
      confirmPassword: 'NewSecret#1',
    });
    expect(res.status).toBe(200);
    const renewed = (await res.json()).data.token as string;
    expect(renewed).not.toBe(first);
    expect(browser.cookie('token')).toBe(renewed);

    expect((await browser.request(STATUS)).status).toBe(200);
    expect((await t.api.request(STATUS, { headers: bearer(other) })).status).toBe(401);
    expect((await t.api.request(STATUS, { headers: bearer(first) })).status).toBe(401);

    const oldPassword = await t.api.request('/community/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.1' },
      body: JSON.stringify({ email: body.email, password: strongPassword }),
    });
    expect(oldPassword.status).toBe(401);
  });

  it('refuses a session from before a credentials change even if it was not revoked', async () => {
    const { token, browser } = await signedInBrowser();
    // Simulates a session row a revocation missed (for example written by a racing login).
    const res = await browser.write('/community/v1/profile/change-password', {
      currentPassword: strongPassword,
      password: 'NewSecret#1',
      confirmPassword: 'NewSecret#1',
    });
    expect(res.status).toBe(200);
    await t.ctx.database.db
      .update(sessions)
      .set({ revokedAt: null })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await t.api.request(STATUS, { headers: bearer(token) })).status).toBe(401);
  });
});
