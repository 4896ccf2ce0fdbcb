import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import { outboxMessages } from '../outbox/outbox.tables';
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
    const send = await call('/community/v1/verify/phone?phone=0912%20345%20678', {
      headers: login.headers,
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
    const send = await call('/community/v1/verify/email?email=Lan.Moi@Example.VN', {
      headers: { ...login.headers, 'accept-language': 'ko' },
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
    await call('/community/v1/verify/phone?phone=0987654321', { headers: login.headers, ip });
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
    const login = await createTestLogin(t.ctx);
    const ip = nextIp();
    await call('/community/v1/verify/phone?phone=0903111222', { headers: login.headers, ip });
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

  it('limits failures per IP across targets', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      await expect(
        consumeCode(t.ctx, {
          purpose: 'reset_password',
          target: `nobody${i}@example.vn`,
          code: '123456',
          ip,
        }),
      ).rejects.toMatchObject({ code: 'CODE_INVALID' });
    }
    await expect(
      consumeCode(t.ctx, {
        purpose: 'reset_password',
        target: 'someone-else@example.vn',
        code: '123456',
        ip,
      }),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('accepts only the newest code sent to a target', async () => {
    const target = 'reset-me@example.vn';
    await issueCode(t.ctx, { purpose: 'reset_password', target, channel: 'email', language: 'vi' });
    const first = (await latestCode(target)).code;
    await issueCode(t.ctx, { purpose: 'reset_password', target, channel: 'email', language: 'en' });
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

  it('sends at most five codes to one phone in ten minutes', async () => {
    const login = await createTestLogin(t.ctx);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const res = await call('/community/v1/verify/phone?phone=0977000111', { headers: login.headers, ip });
      expect(res.status).toBe(200);
    }
    const sixth = await call('/community/v1/verify/phone?phone=0977000111', { headers: login.headers, ip });
    expect(sixth.status).toBe(429);
  });

  it('refuses an invalid phone, a phone of another account, and anonymous callers', async () => {
    const login = await createTestLogin(t.ctx);
    await createTestLogin(t.ctx, { phone: '+84911222333' });
    const ip = nextIp();
    const invalid = await call('/community/v1/verify/phone?phone=12345', { headers: login.headers, ip });
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { error: { code: string; fields: { path: string }[] } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields[0]?.path).toBe('phone');

    const taken = await call('/community/v1/verify/phone?phone=0911222333', { headers: login.headers, ip });
    expect(taken.status).toBe(409);
    expect(await errorCode(taken)).toBe('PHONE_TAKEN');

    const anonymous = await call('/community/v1/verify/phone?phone=0912345679', { headers: {}, ip });
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
