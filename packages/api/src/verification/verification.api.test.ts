import { BUDGETS, counterKey } from '@cho-dep/core/accounts/throttle-policy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import { outboxMessages } from '../outbox/outbox.tables';
import { latestMessageTo } from '../outbox/outbox-service';
import { createTestApp } from '../testing/test-app';
import { createTestLogin } from './test-login';
import { consumeCode, issueCode } from './verification-service';

describe('identity verification', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let ipCounter = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Each test acts from its own address so per-IP failure counters do not mix. */
  const nextIp = () => `203.0.113.${++ipCounter}`;

  const call = (path: string, init: { headers: Record<string, string>; body?: unknown; ip: string }) =>
    t.api.request(path, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: { ...init.headers, 'content-type': 'application/json', 'x-forwarded-for': init.ip },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  /** The six digits in the newest message to a recipient, read through the dev outbox. */
  const latestCode = async (recipient: string) => {
    const res = await t.api.request(`/api/v1/dev/outbox/latest?recipient=${encodeURIComponent(recipient)}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { body: string; channel: string; template: string } };
    const code = /\b(\d{6})\b/.exec(data.body)?.[1];
    expect(code).toBeDefined();
    return { code: code as string, message: data };
  };

  const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

  it('sends a phone OTP by SMS and stores the phone as verified when confirmed', async () => {
    const login = await createTestLogin(t.ctx);
    const ip = nextIp();
    const send = await call('/community/v1/verify/phone', {
      headers: login.headers,
      body: { phone: '0912 345 678' },
      ip,
    });
    expect(send.status).toBe(200);
    expect(await send.json()).toEqual({ data: { ok: true } });

    const { code, message } = await latestCode('+84912345678');
    expect(message).toMatchObject({ channel: 'sms', template: 'verification.verify_phone' });
    expect(message.body).toContain('Chợ Đẹp');

    const confirm = await call('/community/v1/verify/confirm', {
      headers: login.headers,
      body: { code },
      ip,
    });
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toEqual({ data: { ok: true } });
    const [user] = await t.ctx.database.db.select().from(users).where(eq(users.id, login.userId));
    expect(user).toMatchObject({ phone: '+84912345678', phoneVerified: true });

    const again = await call('/community/v1/verify/confirm', { headers: login.headers, body: { code }, ip });
    expect(again.status).toBe(400);
    expect(await errorCode(again)).toBe('CODE_EXPIRED');
  });

  it('sends an email code in the asked language and marks the email verified', async () => {
    const login = await createTestLogin(t.ctx);
    const ip = nextIp();
    const send = await call('/community/v1/verify/email', {
      headers: { ...login.headers, 'accept-language': 'ko' },
      body: { email: 'Lan.Moi@Example.VN' },
      ip,
    });
    expect(send.status).toBe(200);
    const [mail] = await t.ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'lan.moi@example.vn'));
    expect(mail?.subject).toBe('Chợ Đẹp 이메일 인증 코드');
    expect(mail?.html).toContain('lang="ko"');

    const { code } = await latestCode('lan.moi@example.vn');
    expect(mail?.html).toContain(code);
    const confirm = await call('/community/v1/verify/email/confirm', {
      headers: login.headers,
      body: { code },
      ip,
    });
    expect(confirm.status).toBe(200);
    const [user] = await t.ctx.database.db.select().from(users).where(eq(users.id, login.userId));
    expect(user).toMatchObject({ email: 'lan.moi@example.vn', emailVerified: true });
  });

  it('refuses a code after ten minutes', async () => {
    const login = await createTestLogin(t.ctx);
    const ip = nextIp();
    await call('/community/v1/verify/phone', { headers: login.headers, body: { phone: '0987654321' }, ip });
    const { code } = await latestCode('+84987654321');
    t.advance(11 * 60_000);
    const confirm = await call('/community/v1/verify/confirm', {
      headers: login.headers,
      body: { code },
      ip,
    });
    expect(confirm.status).toBe(400);
    expect(await errorCode(confirm)).toBe('CODE_EXPIRED');
    const [user] = await t.ctx.database.db.select().from(users).where(eq(users.id, login.userId));
    expect(user?.phoneVerified).toBe(false);
  });

  it('counts wrong codes and refuses the sixth try within a minute, even a right one', async () => {
    t.toWindowStart(3600);
    const login = await createTestLogin(t.ctx);
    const ip = nextIp();
    await call('/community/v1/verify/phone', { headers: login.headers, body: { phone: '0903111222' }, ip });
    const { code } = await latestCode('+84903111222');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await call('/community/v1/verify/confirm', {
        headers: login.headers,
        body: { code: wrong },
        ip,
      });
      expect(res.status).toBe(400);
      expect(await errorCode(res)).toBe('CODE_INVALID');
    }
    const sixth = await call('/community/v1/verify/confirm', { headers: login.headers, body: { code }, ip });
    expect(sixth.status).toBe(429);
    expect(await errorCode(sixth)).toBe('RATE_LIMITED');
  });

  it('does not let wrong codes for other people behind the same address block a right code', async () => {
    const ip = nextIp();
    const target = 'behind-the-same-nat@example.vn';
    await issueCode(t.ctx, { purpose: 'reset_password', target, channel: 'email', language: 'vi', ip });
    const { code } = await latestCode(target);
    for (let i = 0; i < 8; i++) {
      await expect(
        consumeCode(t.ctx, {
          purpose: 'reset_password',
          target: `nobody${i}@example.vn`,
          code: '123456',
          ip,
        }),
      ).rejects.toMatchObject({ code: 'CODE_INVALID' });
    }
    await expect(consumeCode(t.ctx, { purpose: 'reset_password', target, code, ip })).resolves.toEqual({
      userId: null,
    });
  });

  it('counts the address only at a bar no carrier NAT reaches, and then says how long to wait', async () => {
    const ip = nextIp();
    const budget = BUDGETS.codeIp;
    await t.ctx.store.set(counterKey({ budget, subject: ip }, t.ctx.now()), String(budget.limit), 60);
    const refused = consumeCode(t.ctx, {
      purpose: 'reset_password',
      target: 'x@example.vn',
      code: '123456',
      ip,
    });
    await expect(refused).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    t.advance(60_000);
  });

  it('accepts only the newest code sent to a target', async () => {
    const target = 'reset-me@example.vn';
    await issueCode(t.ctx, {
      purpose: 'reset_password',
      target,
      channel: 'email',
      language: 'vi',
      ip: nextIp(),
    });
    const first = (await latestCode(target)).code;
    await issueCode(t.ctx, {
      purpose: 'reset_password',
      target,
      channel: 'email',
      language: 'en',
      ip: nextIp(),
    });
    const second = await latestCode(target);
    expect(second.message.template).toBe('verification.reset_password');
    const ip = nextIp();
    if (first !== second.code) {
      await expect(
        consumeCode(t.ctx, { purpose: 'reset_password', target, code: first, ip }),
      ).rejects.toMatchObject({ code: 'CODE_INVALID' });
    }
    await expect(
      consumeCode(t.ctx, { purpose: 'reset_password', target: 'Reset-Me@Example.vn', code: second.code, ip }),
    ).resolves.toEqual({ userId: null });
  });

  it('sends at most three codes to one phone in ten minutes, then says how long to wait', async () => {
    t.toWindowStart(3600);
    const login = await createTestLogin(t.ctx);
    const other = await createTestLogin(t.ctx);
    const ip = nextIp();
    const send = (headers: Record<string, string>) =>
      call('/community/v1/verify/phone', { headers, body: { phone: '0977000111' }, ip });
    for (let i = 0; i < 3; i++) expect((await send(login.headers)).status).toBe(200);
    // Another account cannot add to the same phone's messages either: the budget is the phone's.
    const fourth = await send({ ...other.headers, 'accept-language': 'en' });
    expect(fourth.status).toBe(429);
    const retryAfter = Number(fourth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const { error } = (await fourth.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toBe(`Too many attempts, please try again in ${Math.ceil(retryAfter / 60)} min`);
    t.advance(retryAfter * 1000);
    expect((await send(login.headers)).status).toBe(200);
  });

  it('lets one account have at most five codes sent in ten minutes, whatever the numbers', async () => {
    t.toWindowStart(3600);
    const login = await createTestLogin(t.ctx);
    const ip = nextIp();
    const send = (phone: string) =>
      call('/community/v1/verify/phone', { headers: login.headers, body: { phone }, ip });
    for (const phone of ['0981000001', '0981000002', '0981000003', '0981000004', '0981000005']) {
      expect((await send(phone)).status).toBe(200);
    }
    expect((await send('0981000006')).status).toBe(429);
  });

  it('sends nothing on GET: the GET of product.md §7 reads the status only', async () => {
    const login = await createTestLogin(t.ctx);
    const ip = nextIp();
    const read = () => call('/community/v1/verify/phone?phone=0966000111', { headers: login.headers, ip });
    const before = await read();
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({
      data: { value: '+84966000111', verified: false, codeSent: false },
    });
    expect(await latestMessageTo(t.ctx.database.db, '+84966000111')).toBeUndefined();

    await call('/community/v1/verify/phone', { headers: login.headers, body: { phone: '0966000111' }, ip });
    expect((await (await read()).json()).data).toMatchObject({ codeSent: true, verified: false });
    const email = await call('/community/v1/verify/email?email=nobody-yet@example.vn', {
      headers: login.headers,
      ip,
    });
    expect((await email.json()).data).toEqual({
      value: 'nobody-yet@example.vn',
      verified: false,
      codeSent: false,
    });
    expect(await latestMessageTo(t.ctx.database.db, 'nobody-yet@example.vn')).toBeUndefined();
  });

  it('needs the CSRF token to send from a cookie session', async () => {
    const login = await createTestLogin(t.ctx);
    const res = await t.api.request('/community/v1/verify/phone', {
      method: 'POST',
      headers: { cookie: `token=${login.token}; csrf_token=abc`, 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '0966000222' }),
    });
    expect(res.status).toBe(403);
    expect(await latestMessageTo(t.ctx.database.db, '+84966000222')).toBeUndefined();
  });

  it('sends codes to every network and tells a landline that it cannot receive them', async () => {
    const login = await createTestLogin(t.ctx);
    const ip = nextIp();
    const wintel = await call('/community/v1/verify/phone', {
      headers: login.headers,
      body: { phone: '0552756778' },
      ip,
    });
    expect(wintel.status).toBe(200);
    const landline = await call('/community/v1/verify/phone', {
      headers: { ...login.headers, 'accept-language': 'en' },
      body: { phone: '02438253536' },
      ip,
    });
    expect(landline.status).toBe(400);
    expect(((await landline.json()) as { error: { fields: unknown[] } }).error.fields).toEqual([
      { path: 'phone', message: 'A landline cannot receive text messages: please enter a mobile number' },
    ]);
  });

  it('refuses an invalid phone, a phone of another account, and anonymous callers', async () => {
    const login = await createTestLogin(t.ctx);
    await createTestLogin(t.ctx, { phone: '+84911222333' });
    const ip = nextIp();
    const invalid = await call('/community/v1/verify/phone', {
      headers: login.headers,
      body: { phone: '12345' },
      ip,
    });
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { error: { code: string; fields: { path: string }[] } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields[0]?.path).toBe('phone');

    const taken = await call('/community/v1/verify/phone', {
      headers: login.headers,
      body: { phone: '0911222333' },
      ip,
    });
    expect(taken.status).toBe(409);
    expect(await errorCode(taken)).toBe('PHONE_TAKEN');

    const anonymous = await call('/community/v1/verify/phone', {
      headers: {},
      body: { phone: '0912345679' },
      ip,
    });
    expect(anonymous.status).toBe(401);
    const malformed = await call('/community/v1/verify/confirm', {
      headers: login.headers,
      body: { code: '12' },
      ip,
    });
    expect(malformed.status).toBe(400);
    expect(await errorCode(malformed)).toBe('VALIDATION_FAILED');
  });

  it('answers CODE_EXPIRED when no code was ever sent to the user', async () => {
    const login = await createTestLogin(t.ctx);
    const res = await call('/community/v1/verify/email/confirm', {
      headers: login.headers,
      body: { code: '123456' },
      ip: nextIp(),
    });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('CODE_EXPIRED');
  });
});
