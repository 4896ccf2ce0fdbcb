import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { cookieClient, registrationBody, signUp } from './auth-test-client';
import { hashToken } from './session-token';
import { guests } from './users.tables';

describe('guest users', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a guest, keeps it on repeat, and turns it into a logged-in account', async () => {
    const browser = cookieClient(t.api);
    const first = await browser.request('/community/v1/user/request-guest-user', { method: 'POST' });
    expect(first.status).toBe(201);
    const { guestToken } = (await first.json()).data;
    expect(browser.cookie('guest_token')).toBe(guestToken);
    expect(first.headers.getSetCookie().find((c) => c.startsWith('guest_token='))).toContain('HttpOnly');

    const again = await browser.request('/community/v1/user/request-guest-user', { method: 'POST' });
    expect((await again.json()).data.guestToken).toBe(guestToken);

    const body = registrationBody();
    const res = await signUp(t, body, browser, '/community/v1/user/register-guest-user');
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.user.email).toBe(body.email);
    expect(browser.cookie('token')).toBe(data.token);
    expect(browser.cookie('guest_token')).toBeUndefined();

    const [guest] = await t.ctx.database.db
      .select()
      .from(guests)
      .where(eq(guests.tokenHash, hashToken(guestToken)));
    expect(guest?.convertedUserId).toBe(data.user._id);
  });

  it('refuses to register a guest without a live guest cookie', async () => {
    const browser = cookieClient(t.api);
    const res = await browser.request('/community/v1/user/register-guest-user', { json: registrationBody() });
    expect(res.status).toBe(401);
    browser.setCookie('guest_token', 'x'.repeat(43));
    const forged = await browser.request('/community/v1/user/register-guest-user', {
      json: registrationBody(),
    });
    expect(forged.status).toBe(401);
  });

  it('a login clears the guest cookie', async () => {
    const browser = cookieClient(t.api);
    const body = registrationBody();
    await signUp(t, body);
    await browser.request('/community/v1/user/request-guest-user', { method: 'POST' });
    expect(browser.cookie('guest_token')).toBeDefined();
    const login = await browser.request('/community/v1/auth/login', {
      json: { email: body.email, password: body.password },
    });
    expect(login.status).toBe(200);
    expect(browser.cookie('guest_token')).toBeUndefined();
  });
});
