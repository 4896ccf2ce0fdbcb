import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { cookieClient, registrationBody, strongPassword } from './auth-test-client';
import { createUserForSeed } from './seed-users';

describe('register and login', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.api.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('registers, logs in with a cookie, and refuses a second account on the same email or phone', async () => {
    const body = registrationBody({ email: 'Lan.Nguyen@Example.vn', phone: '0912 345 678' });
    const browser = cookieClient(t.api);
    const res = await browser.request('/community/v2/auth/register', { json: body });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.token).toMatch(/^[\w-]{43}$/);
    expect(data.user).toMatchObject({
      fullName: 'Nguyễn Thị Lan',
      userName: 'Nguyễn Thị Lan',
      email: 'lan.nguyen@example.vn',
      email_verified: false,
      phone: '+84912345678',
      phone_verified: false,
      avatar: null,
      roles: ['buyer'],
      shop: null,
      kol_info: null,
    });
    expect(browser.cookie('token')).toBe(data.token);

    const sameEmail = await post('/community/v2/auth/register', {
      ...body,
      phone: undefined,
      email: 'LAN.NGUYEN@example.vn',
    });
    expect(sameEmail.status).toBe(409);
    expect((await sameEmail.json()).error.code).toBe('EMAIL_TAKEN');
    const samePhone = await post(
      '/community/v2/auth/register',
      registrationBody({ phone: '+84 912 345 678' }),
    );
    expect(samePhone.status).toBe(409);
    expect((await samePhone.json()).error.code).toBe('PHONE_TAKEN');
  });

  it('logs in with JSON, with a form-encoded body, and with the phone number', async () => {
    const body = registrationBody({ phone: '0987654321' });
    expect((await post('/community/v2/auth/register', body)).status).toBe(201);

    const json = await post('/community/v1/auth/login', { email: body.email, password: strongPassword });
    expect(json.status).toBe(200);
    const jsonData = (await json.json()).data;
    expect(jsonData.user.email).toBe(body.email);
    const cookie = json.headers.getSetCookie().find((c) => c.startsWith('token='));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);

    const form = await t.api.request('/community/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: body.email, password: strongPassword }).toString(),
    });
    expect(form.status).toBe(200);
    const formData = (await form.json()).data;
    // Every login gets its own token.
    expect(formData.token).not.toBe(jsonData.token);

    const byPhone = await post('/community/v1/auth/login', {
      email: '+84987654321',
      password: strongPassword,
    });
    expect(byPhone.status).toBe(200);
  });

  it('answers a wrong password with INVALID_CREDENTIALS in the asked language', async () => {
    const body = registrationBody();
    await post('/community/v2/auth/register', body);
    const headers = { 'x-forwarded-for': '10.0.0.2' };
    const english = await post(
      '/community/v1/auth/login',
      { email: body.email, password: 'Wrong#1234' },
      {
        ...headers,
        'accept-language': 'kr',
      },
    );
    expect(english.status).toBe(401);
    expect((await english.json()).error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Email or password is incorrect',
    });
    const vietnamese = await post(
      '/community/v1/auth/login',
      { email: 'nobody@example.vn', password: 'x' },
      headers,
    );
    expect(vietnamese.status).toBe(401);
    expect((await vietnamese.json()).error.message).toBe('Email hoặc mật khẩu không chính xác');
  });

  it('refuses the 6th try within a minute, even with the right password', async () => {
    const body = registrationBody();
    await post('/community/v2/auth/register', body);
    for (let i = 1; i <= 5; i += 1) {
      const headers = { 'x-forwarded-for': `10.1.0.${i}` };
      const res = await post(
        '/community/v1/auth/login',
        { email: body.email, password: `Wrong#${i}xx` },
        headers,
      );
      expect(res.status).toBe(401);
    }
    const sixth = await post(
      '/community/v1/auth/login',
      { email: body.email, password: strongPassword },
      {
        'x-forwarded-for': '10.1.0.9',
      },
    );
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).error.code).toBe('RATE_LIMITED');
  });

  it('limits failures per IP across accounts', async () => {
    const body = registrationBody();
    await post('/community/v2/auth/register', body);
    const headers = { 'x-forwarded-for': '10.2.0.1' };
    for (let i = 1; i <= 5; i += 1) {
      await post(
        '/community/v1/auth/login',
        { email: `someone-${i}@example.vn`, password: 'Wrong#123' },
        headers,
      );
    }
    const res = await post(
      '/community/v1/auth/login',
      { email: body.email, password: strongPassword },
      headers,
    );
    expect(res.status).toBe(429);
  });

  it('seeded accounts log in with their password and start verified', async () => {
    await createUserForSeed(t.ctx.database.db, {
      email: 'Seller.Demo@example.vn',
      phone: '0901234567',
      fullName: 'Trần Minh Anh',
      password: 'Demo#2024',
      roles: ['seller'],
    });
    const res = await post('/community/v1/auth/login', {
      email: 'seller.demo@example.vn',
      password: 'Demo#2024',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data.user).toMatchObject({
      roles: ['buyer', 'seller'],
      phone: '+84901234567',
      email_verified: true,
      phone_verified: true,
    });
  });

  it('answers a malformed JSON body with MALFORMED_REQUEST', async () => {
    const res = await t.api.request('/community/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.vn", ',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('MALFORMED_REQUEST');
  });

  it('answers invalid fields with one error per field, in the asked language', async () => {
    const res = await post(
      '/community/v2/auth/register',
      { fullName: 'L', email: 'not-an-email', password: 'weakpass', confirmPassword: 'different' },
      { 'accept-language': 'en' },
    );
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    const messages = (path: string) =>
      error.fields
        .filter((f: { path: string }) => f.path === path)
        .map((f: { message: string }) => f.message);
    expect(messages('fullName')).toEqual(['At least 2 characters']);
    expect(messages('email')).toEqual(['Invalid email']);
    expect(messages('password')).toEqual([
      'Password must contain at least one uppercase letter',
      'Password must contain at least one special character',
    ]);
    expect(messages('confirmPassword')).toEqual(['Password does not match']);

    const vi = await post('/community/v2/auth/register', registrationBody({ confirmPassword: 'Other#123' }));
    expect((await vi.json()).error.fields).toEqual([
      { path: 'confirmPassword', message: 'Mật khẩu không khớp' },
    ]);
  });

  it('needs an email or a phone to register', async () => {
    const res = await post('/community/v2/auth/register', registrationBody({ email: '' }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual([
      { path: 'email', message: 'Vui lòng nhập email hoặc số điện thoại' },
    ]);
  });

  it('publishes the auth endpoints, with both login body types, in the OpenAPI document', async () => {
    const doc = await (await t.api.request('/api/docs')).json();
    expect(Object.keys(doc.paths['/community/v1/auth/login'].post.requestBody.content)).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    for (const path of [
      '/community/v2/auth/register',
      '/community/v1/auth/logout',
      '/community/v1/auth/forgot-password-web',
      '/community/v1/auth/reset-password',
      '/community/v1/profile/change-password',
      '/community/v1/auth/request-delete-account',
      '/community/v1/user/request-guest-user',
      '/community/v1/user/register-guest-user',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
