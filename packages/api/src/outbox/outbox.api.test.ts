import type { OutgoingMail } from '@cho-dep/integrations/mail/mail-transport';
import type { OutgoingSms } from '@cho-dep/integrations/sms/sms-transport';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { createTestLogin } from '../verification/test-login';
import { outboxMessages } from './outbox.tables';
import { dispatchDueMessages } from './outbox-dispatcher';
import { enqueueMail, enqueueSms } from './outbox-service';

describe('outbox', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const mails: OutgoingMail[] = [];
  const smses: OutgoingSms[] = [];
  /** How many of the next sends fail, to exercise retries. */
  let failNext = 0;

  beforeAll(async () => {
    t = await createTestApp();
    t.ctx.mail = {
      name: 'recording',
      async send(mail) {
        if (failNext > 0) {
          failNext--;
          throw new Error('SMTP 421 service not available');
        }
        mails.push(mail);
      },
    };
    t.ctx.sms = {
      name: 'recording',
      async send(sms) {
        smses.push(sms);
      },
    };
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Deliver anything earlier tests left, so each test counts only its own messages.
    t.advance(60 * 60_000);
    await dispatchDueMessages(t.ctx);
    mails.length = 0;
    smses.length = 0;
    failNext = 0;
  });

  const row = async (id: string) =>
    (await t.ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

  it('writes nothing when the causing transaction rolls back', async () => {
    await expect(
      t.ctx.database.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: 'rollback@example.vn', subject: 's', text: 't', template: 'test' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'rollback@example.vn'));
    expect(rows).toHaveLength(0);
  });

  it('delivers due mail and SMS and marks them sent', async () => {
    const mailId = await enqueueMail(t.ctx.database.db, {
      to: 'lan@example.vn',
      subject: 'Xin chào',
      text: 'Nội dung',
      html: '<p>Nội dung</p>',
      template: 'test.mail',
    });
    const smsId = await enqueueSms(t.ctx.database.db, {
      to: '+84912345678',
      text: 'OTP 123456',
      template: 'test.sms',
    });
    expect(await dispatchDueMessages(t.ctx)).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(mails).toEqual([
      { to: 'lan@example.vn', subject: 'Xin chào', text: 'Nội dung', html: '<p>Nội dung</p>' },
    ]);
    expect(smses).toEqual([{ to: '+84912345678', text: 'OTP 123456' }]);
    expect(await row(mailId)).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await row(smsId))?.sentAt).toBeInstanceOf(Date);
    expect(await dispatchDueMessages(t.ctx)).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('retries a failing transport later and then delivers', async () => {
    failNext = 1;
    const id = await enqueueMail(t.ctx.database.db, {
      to: 'retry@example.vn',
      subject: 's',
      text: 't',
      template: 'test',
    });
    expect(await dispatchDueMessages(t.ctx)).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await row(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMTP 421 service not available',
    });
    // Not due again yet: the first retry waits 30 seconds.
    expect(await dispatchDueMessages(t.ctx)).toEqual({ sent: 0, retried: 0, failed: 0 });
    t.advance(31_000);
    expect(await dispatchDueMessages(t.ctx)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(mails.map((mail) => mail.to)).toEqual(['retry@example.vn']);
  });

  it('gives up after five attempts', async () => {
    failNext = 5;
    const id = await enqueueMail(t.ctx.database.db, {
      to: 'never@example.vn',
      subject: 's',
      text: 't',
      template: 'test',
    });
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await dispatchDueMessages(t.ctx)).toMatchObject({ retried: 1 });
      t.advance(10 * 60_000);
    }
    expect(await dispatchDueMessages(t.ctx)).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 5 });
    t.advance(60 * 60_000);
    expect(await dispatchDueMessages(t.ctx)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(mails).toHaveLength(0);
  });

  it('sends again a message whose sender died mid-send, once its lease runs out', async () => {
    const id = await enqueueSms(t.ctx.database.db, { to: '+84987654321', text: 'OTP', template: 'test' });
    // What a claim by a process that then crashed leaves behind.
    await t.ctx.database.db
      .update(outboxMessages)
      .set({ attempts: 1, nextAttemptAt: new Date(t.ctx.now().getTime() + 300_000) })
      .where(eq(outboxMessages.id, id));
    expect(await dispatchDueMessages(t.ctx)).toMatchObject({ sent: 0 });
    t.advance(301_000);
    expect(await dispatchDueMessages(t.ctx)).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  describe('admin list', () => {
    it('needs a login and the admin role', async () => {
      expect((await t.api.request('/api/v1/admin/outbox')).status).toBe(401);
      const buyer = await createTestLogin(t.ctx);
      const forbidden = await t.api.request('/api/v1/admin/outbox', { headers: buyer.headers });
      expect(forbidden.status).toBe(403);
    });

    it('lists newest first, filtered by recipient and paginated', async () => {
      const admin = await createTestLogin(t.ctx, { roles: ['buyer', 'admin'] });
      for (const n of [1, 2, 3]) {
        await enqueueMail(t.ctx.database.db, {
          to: `page_${n}@filter.example.vn`,
          subject: `Thư ${n}`,
          text: 't',
          template: 'test',
        });
      }
      const res = await t.api.request('/api/v1/admin/outbox?recipient=filter.example&limit=2', {
        headers: admin.headers,
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        data: { data: { recipient: string; status: string }[]; total: number };
      };
      expect(body.data.total).toBe(3);
      expect(body.data.data.map((m) => m.recipient)).toEqual([
        'page_3@filter.example.vn',
        'page_2@filter.example.vn',
      ]);
      const second = await t.api.request('/api/v1/admin/outbox?recipient=filter.example&limit=2&page=2', {
        headers: admin.headers,
      });
      const secondBody = (await second.json()) as { data: { data: { recipient: string }[] } };
      expect(secondBody.data.data.map((m) => m.recipient)).toEqual(['page_1@filter.example.vn']);
      // "_" is a LIKE wildcard; the filter matches it literally.
      const literal = await t.api.request('/api/v1/admin/outbox?recipient=page_3', {
        headers: admin.headers,
      });
      expect(((await literal.json()) as { data: { total: number } }).data.total).toBe(1);
    });
  });

  describe('development outbox', () => {
    it('answers the newest message to a recipient outside production', async () => {
      await enqueueSms(t.ctx.database.db, { to: '+84900000001', text: 'first', template: 'test' });
      await enqueueSms(t.ctx.database.db, { to: '+84900000001', text: 'second', template: 'test' });
      const res = await t.api.request('/api/v1/dev/outbox/latest?recipient=%2B84900000001');
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { body: string } }).data.body).toBe('second');
      const none = await t.api.request('/api/v1/dev/outbox/latest?recipient=nobody@example.vn');
      expect(none.status).toBe(404);
    });

    it('is hidden in production unless ENABLE_DEV_OUTBOX=true', async () => {
      const original = t.ctx.config.NODE_ENV;
      t.ctx.config.NODE_ENV = 'production';
      try {
        delete process.env.ENABLE_DEV_OUTBOX;
        const hidden = await t.api.request('/api/v1/dev/outbox/latest?recipient=%2B84900000001');
        expect(hidden.status).toBe(404);
        expect(((await hidden.json()) as { error: { code: string } }).error.code).toBe('ROUTE_NOT_FOUND');
        process.env.ENABLE_DEV_OUTBOX = 'true';
        const enabled = await t.api.request('/api/v1/dev/outbox/latest?recipient=%2B84900000001');
        expect(enabled.status).toBe(200);
      } finally {
        t.ctx.config.NODE_ENV = original;
        delete process.env.ENABLE_DEV_OUTBOX;
      }
    });
  });
});
