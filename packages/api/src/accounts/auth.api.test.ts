import { BUDGETS, counterKey } from '@cho-dep/core/accounts/throttle-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessageTo } from '../outbox/outbox-service';
import { createTestApp } from '../testing/test-app';
import { cookieClient, registrationBody, signUp, strongPassword } from './auth-test-client';
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

  it('signs up in two steps: a code to the address, then the account, verified and logged in', async () => {
    const body = registrationBody({ email: 'Lan.Nguyen@Example.vn', phone: '0912 345 678' });
    const browser = cookieClient(t.api);
    const started = await browser.write('/community/v2/auth/register', body);
    expect(started.status).toBe(202);
    const { data: step } = await started.json();
    expect(step).toMatchObject({ status: 'code_sent', channel: 'email' });
    expect(step.ticket).toMatch(/^[\w-]{32}$/);
    // Nothing exists until the code comes back.
    const login = await post('/community/v1/auth/login', { email: body.email, password: strongPassword });
    expect(login.status).toBe(401);

    const mail = await latestMessageTo(t.ctx.database.db, 'lan.nguyen@example.vn');
    expect(mail).toMatchObject({ template: 'verification.sign_up', subject: 'Mã xác nhận đăng ký Chợ Đẹp' });
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
    const wrong = await browser.write('/community/v2/auth/register/confirm', {
      ticket: step.ticket,
      code: code === '000000' ? '111111' : '000000',
    });
    expect((await wrong.json()).error.code).toBe('CODE_INVALID');
    const res = await browser.write('/community/v2/auth/register/confirm', { ticket: step.ticket, code });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.token).toMatch(/^[\w-]{43}$/);
    expect(data.user).toMatchObject({
      fullName: 'Nguyễn Thị Lan',
      userName: 'Nguyễn Thị Lan',
      email: 'lan.nguyen@example.vn',
      email_verified: true,
      phone: '+84912345678',
      phone_verified: false,
      avatar: null,
      roles: ['buyer'],
      shop: null,
      kol_info: null,
    });
    expect(browser.cookie('token')).toBe(data.token);
    // The code is used up: the ticket cannot make a second account.
    const again = await browser.write('/community/v2/auth/register/confirm', { ticket: step.ticket, code });
    expect(again.status).toBe(400);
  });

  it('answers a sign-up with a taken email or phone exactly like a new one, and tells the owner instead', async () => {
    const owner = registrationBody({ email: 'taken@example.vn', phone: '0912 000 111' });
    expect((await signUp(t, owner)).status).toBe(201);

    const sameEmail = await post('/community/v2/auth/register', {
      ...registrationBody(),
      email: 'TAKEN@example.vn',
    });
    const fresh = await post('/community/v2/auth/register', registrationBody());
    expect(sameEmail.status).toBe(202);
    expect(fresh.status).toBe(202);
    const shape = (json: { data: Record<string, unknown> }) => Object.keys(json.data).sort();
    const takenJson = await sameEmail.json();
    expect(shape(takenJson)).toEqual(shape(await fresh.json()));
    expect(takenJson.data).toMatchObject({ status: 'code_sent', channel: 'email' });
    const notice = await latestMessageTo(t.ctx.database.db, 'taken@example.vn');
    expect(notice).toMatchObject({
      template: 'verification.already_registered',
      subject: 'Bạn đã có tài khoản Chợ Đẹp',
    });
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
    // The ticket of a taken address leads nowhere: any code is just a wrong code.
    const confirm = await post('/community/v2/auth/register/confirm', {
      ticket: takenJson.data.ticket,
      code: '123456',
    });
    expect((await confirm.json()).error.code).toBe('CODE_INVALID');

    const samePhone = await post('/community/v2/auth/register', {
      ...registrationBody({ email: '' }),
      phone: '+84 912 000 111',
    });
    expect(samePhone.status).toBe(202);
    expect((await samePhone.json()).data).toMatchObject({ status: 'code_sent', channel: 'sms' });
    expect(await latestMessageTo(t.ctx.database.db, '+84912000111')).toMatchObject({
      channel: 'sms',
      template: 'verification.already_registered',
    });
  });

  it('keeps a sign-up of the same address by someone else from taking over a waiting sign-up', async () => {
    const email = `race-${Date.now()}@example.vn`;
    const victim = await post('/community/v2/auth/register', registrationBody({ email }));
    const { ticket } = (await victim.json()).data;
    // Someone else starts a sign-up of the same address with their own password.
    await post(
      '/community/v2/auth/register',
      registrationBody({ email, password: 'Other#999', confirmPassword: 'Other#999' }),
    );
    const code = /\b(\d{6})\b/.exec((await latestMessageTo(t.ctx.database.db, email))?.body ?? '')?.[1];
    const res = await post('/community/v2/auth/register/confirm', { ticket, code });
    expect(res.status).toBe(201);
    expect((await post('/community/v1/auth/login', { email, password: strongPassword })).status).toBe(200);
    expect((await post('/community/v1/auth/login', { email, password: 'Other#999' })).status).toBe(401);
  });

  it('logs in with JSON, with a form-encoded body, and with the phone number', async () => {
    const body = registrationBody({ phone: '0987654321' });
    expect((await signUp(t, body)).status).toBe(201);

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
    await signUp(t, body);
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

  it('slows a 6th try within a minute from a new device with 429, Retry-After and the wait in words', async () => {
    t.toWindowStart(BUDGETS.loginAccount.windowSeconds);
    const body = registrationBody();
    await signUp(t, body);
    for (let i = 1; i <= 5; i += 1) {
      const res = await post('/community/v1/auth/login', { email: body.email, password: `Wrong#${i}xx` });
      expect(res.status).toBe(401);
    }
    const sixth = await post(
      '/community/v1/auth/login',
      { email: body.email, password: strongPassword },
      { 'accept-language': 'ko' },
    );
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await sixth.json()).error).toMatchObject({
      code: 'RATE_LIMITED',
      message: `시도 횟수가 너무 많습니다. ${Math.ceil(retryAfter / 60)}분 후에 다시 시도해 주세요`,
    });
    // When the window ends the right password works again.
    t.advance(retryAfter * 1000);
    expect(
      (await post('/community/v1/auth/login', { email: body.email, password: strongPassword })).status,
    ).toBe(200);
  });

  it('never locks the owner out of a browser that logged in to the account before', async () => {
    t.toWindowStart(BUDGETS.loginAccount.windowSeconds);
    const body = registrationBody();
    const phone = cookieClient(t.api);
    expect((await signUp(t, body, phone)).status).toBe(201);
    expect(phone.cookie('device')).toMatch(/^[\w-]{36}\.[\w-]+\.[\w-]{43}$/);
    await phone.write('/community/v1/auth/logout');
    expect(phone.cookie('device')).toBeDefined();
    // Someone elsewhere keeps guessing at the account.
    for (let i = 1; i <= 7; i += 1) {
      await post('/community/v1/auth/login', { email: body.email, password: `Wrong#${i}xx` });
    }
    const stranger = await post('/community/v1/auth/login', { email: body.email, password: strongPassword });
    expect(stranger.status).toBe(429);
    const own = await phone.write('/community/v1/auth/login', {
      email: body.email,
      password: strongPassword,
    });
    expect(own.status).toBe(200);

    // A forged or another account's device cookie is no pass.
    const forger = cookieClient(t.api);
    const [userId, nonce] = (phone.cookie('device') ?? '').split('.');
    forger.setCookie('device', `${userId}.${nonce}.${'A'.repeat(43)}`);
    const forged = await forger.write('/community/v1/auth/login', {
      email: body.email,
      password: strongPassword,
    });
    expect(forged.status).toBe(429);
  });

  it('does not let wrong passwords for other accounts from one address block the right one', async () => {
    const body = registrationBody();
    await signUp(t, body);
    // Carrier NAT: many people, one address, one of them guessing at other accounts.
    for (let i = 1; i <= 8; i += 1) {
      await post('/community/v1/auth/login', { email: `someone-${i}@example.vn`, password: 'Wrong#123' });
    }
    const res = await post('/community/v1/auth/login', { email: body.email, password: strongPassword });
    expect(res.status).toBe(200);
  });

  it('counts failures per address only at hundreds a minute', async () => {
    t.toWindowStart(BUDGETS.loginIp.windowSeconds);
    const body = registrationBody();
    await signUp(t, body);
    const key = counterKey({ budget: BUDGETS.loginIp, subject: '127.0.0.1' }, t.ctx.now());
    await t.ctx.store.set(key, String(BUDGETS.loginIp.limit - 1), 60);
    const last = await post('/community/v1/auth/login', {
      email: 'nobody@example.vn',
      password: 'Wrong#123',
    });
    expect(last.status).toBe(401);
    const res = await post('/community/v1/auth/login', { email: body.email, password: strongPassword });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    t.advance(60_000);
    expect(
      (await post('/community/v1/auth/login', { email: body.email, password: strongPassword })).status,
    ).toBe(200);
  });

  it('limits sign-ups per address, and says when to try again', async () => {
    t.toWindowStart(BUDGETS.signUpIp.windowSeconds);
    const key = counterKey({ budget: BUDGETS.signUpIp, subject: '127.0.0.1' }, t.ctx.now());
    await t.ctx.store.set(key, String(BUDGETS.signUpIp.limit), 3600);
    const res = await post('/community/v2/auth/register', registrationBody(), { 'accept-language': 'en' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).error.code).toBe('RATE_LIMITED');
    await t.ctx.store.delete(key);
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
