import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../outbox/outbox.tables';
import { createTestApp } from '../testing/test-app';
import { registrationBody, signUp, strongPassword } from './auth-test-client';

describe('forgot and reset password', () => {
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

  async function mailsTo(recipient: string) {
    return t.ctx.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, recipient)))
      .orderBy(desc(outboxMessages.createdAt));
  }

  it('answers 200 for an unknown email and sends nothing', async () => {
    const res = await post('/community/v1/auth/forgot-password-web', { email: 'nobody@example.vn' });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ ok: true });
    expect(await mailsTo('nobody@example.vn')).toHaveLength(0);
  });

  it('mails a 6-digit code that sets a new password and ends every session', async () => {
    const body = registrationBody();
    const registered = await signUp(t, body);
    const oldToken = (await registered.json()).data.token as string;

    const res = await post('/community/v1/auth/forgot-password-web', { email: body.email.toUpperCase() });
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(body.email);
    const code = mail?.body.match(/\b\d{6}\b/)?.[0];
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const refused = await post('/community/v1/auth/reset-password', {
      email: body.email,
      code: wrongCode,
      password: 'Fresh#Pass1',
      confirmPassword: 'Fresh#Pass1',
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.code).toBe('CODE_INVALID');

    const reset = await post('/community/v1/auth/reset-password', {
      email: body.email,
      code,
      password: 'Fresh#Pass1',
      confirmPassword: 'Fresh#Pass1',
    });
    expect(reset.status).toBe(200);

    const old = await t.api.request('/community/v1/auth/request-delete-account', {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(old.status).toBe(401);
    const login = await post('/community/v1/auth/login', { email: body.email, password: 'Fresh#Pass1' });
    expect(login.status).toBe(200);
    const oldPassword = await post('/community/v1/auth/login', {
      email: body.email,
      password: strongPassword,
    });
    expect(oldPassword.status).toBe(401);

    const again = await post('/community/v1/auth/reset-password', {
      email: body.email,
      code,
      password: 'Other#Pass1',
      confirmPassword: 'Other#Pass1',
    });
    expect(again.status).toBe(400);
  });

  it('checks the new password rules on reset', async () => {
    const res = await post('/community/v1/auth/reset-password', {
      email: 'a@example.vn',
      code: '123456',
      password: 'weak',
      confirmPassword: 'weak',
    });
    expect(res.status).toBe(400);
    const paths = (await res.json()).error.fields.map((f: { path: string }) => f.path);
    expect(paths).toContain('password');
  });
});
