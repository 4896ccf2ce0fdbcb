import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../admin/admin-audit.tables';
import { notifications } from '../notifications/notifications.tables';
import { latestMessageTo } from '../outbox/outbox-service';
import { apiCaller } from '../testing/api-caller';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import type { SocialFeedbackDetail, SocialFeedbackPage } from './social-feedback-schemas';

type H = Record<string, string>;
const PATH = '/api/v1/mobile/social-feedback';

describe('social-organisation feedback', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  let admin: H;
  let ipCount = 0;
  /** Each test speaks from its own address and device, so the hourly budgets stay out of the way. */
  const guest = (): H => {
    ipCount += 1;
    return { 'x-forwarded-for': `203.0.113.${ipCount}`, from: `device-${ipCount}` };
  };
  const upload = async (headers: H) => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e76f51' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'p.png', { type: 'image/png' }));
    const res = await t.api.request(`${PATH}/media`, { method: 'POST', headers, body: form });
    return {
      status: res.status,
      key: ((await res.json()) as { data?: { key: string } }).data?.key as string,
    };
  };
  const body = (key: string, over: Record<string, unknown> = {}) => ({
    organisationName: 'Hội Bảo vệ người tiêu dùng Quận 1',
    decisionNumber: '45/QĐ-UBND',
    email: 'Hoi.Q1@example.vn',
    content: 'Chúng tôi nhận được phản ánh về son môi không rõ nguồn gốc được bán trên sàn.',
    imageKeys: [key],
    ...over,
  });
  const send = (headers: H, payload: unknown) => call<SocialFeedbackDetail>(headers, 'POST', PATH, payload);
  const fields = (answer: Awaited<ReturnType<typeof send>>) =>
    answer.body.error?.fields.map((f) => `${f.path}:${f.message}`);

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t.api);
    admin = (await insertSignedInUser(t.ctx, { fullName: 'Quản trị', roles: ['buyer', 'admin'] })).headers;
  });
  afterAll(() => t.close());

  it('is sent by a guest with a picture, listed publicly without e-mail, and read in full by nobody but its sender', async () => {
    const who = guest();
    const picture = await upload(who);
    expect(picture.status).toBe(201);
    const sent = await send({ ...who, 'accept-language': 'en' }, body(picture.key));
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ status: 'received', email: 'hoi.q1@example.vn', language: 'en' });
    const list = await call<SocialFeedbackPage>({}, 'GET', PATH);
    const listed = list.body.data?.items.find((i) => i.id === sent.body.data?.id);
    expect(listed).toMatchObject({
      organisationName: 'Hội Bảo vệ người tiêu dùng Quận 1',
      status: 'received',
    });
    expect(JSON.stringify(list.body)).not.toContain('example.vn');
    const one = await call<{ detail: unknown }>({}, 'GET', `${PATH}/${sent.body.data?.id}`);
    expect(one.body.data?.detail).toBeNull();
    expect((await call({}, 'GET', `${PATH}/not-a-uuid`)).status).toBe(404);
    expect((await call({}, 'GET', `${PATH}/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('takes every field at its limit and refuses one over, no picture and a bad e-mail, by field', async () => {
    const who = guest();
    const { key } = await upload(who);
    const ok = await send(
      who,
      body(key, {
        organisationName: 'o'.repeat(100),
        decisionNumber: 'd'.repeat(100),
        content: 'c'.repeat(500),
      }),
    );
    expect(ok.status).toBe(201);
    const refusals: [Record<string, unknown>, string][] = [
      [
        { organisationName: 'o'.repeat(101) },
        'organisationName:validation.socialFeedback.organisationNameMax',
      ],
      [{ decisionNumber: 'd'.repeat(101) }, 'decisionNumber:validation.socialFeedback.decisionNumberMax'],
      [{ content: 'c'.repeat(501) }, 'content:validation.socialFeedback.contentMax'],
      [{ imageKeys: [] }, 'imageKeys:validation.socialFeedback.imageRequired'],
      [{ email: 'hoi@' }, 'email:validation.invalidEmail'],
      [{ email: '' }, 'email:validation.required'],
    ];
    for (const [over, expected] of refusals) {
      const refused = await send(who, body(key, over));
      expect(refused.status).toBe(400);
      expect(refused.body.error?.code).toBe('VALIDATION_FAILED');
      expect(refused.body.error?.fields.map((f) => f.path)).toEqual([expected.split(':')[0]]);
    }
    // The messages are worded in the reader's language, not left as keys.
    const worded = await send(
      { ...who, 'accept-language': 'vi' },
      body(key, { organisationName: 'o'.repeat(101) }),
    );
    expect(fields(worded)).toEqual(['organisationName:Tên tổ chức tối đa 100 ký tự']);
  });

  it("refuses a picture that is not this sender's upload", async () => {
    const member = await insertSignedInUser(t.ctx);
    const mine = await upload({ ...member.headers, ...guest() });
    const stranger = guest();
    const refused = await send(stranger, body(mine.key));
    expect(fields(refused)?.[0]).toMatch(/^imageKeys:/);
    expect((await send(stranger, body('social-feedback/guest/../../etc/passwd'))).status).toBe(400);
  });

  it('stops a device that sends too often', async () => {
    t.toWindowStart(3600);
    const who = guest();
    const { key } = await upload(who);
    for (let i = 0; i < 5; i += 1) expect((await send(who, body(key))).status).toBe(201);
    const sixth = await send(who, body(key));
    expect(sixth.status).toBe(429);
    expect(sixth.body.error?.code).toBe('RATE_LIMITED');
  });

  it('is answered by the admin: mail in the sender language, in-app notice for a member, audited, status moved', async () => {
    const member = await insertSignedInUser(t.ctx);
    const headers = { ...member.headers, ...guest(), 'accept-language': 'ko' };
    const { key } = await upload(headers);
    const sent = await send(headers, body(key, { email: 'member-org@example.vn' }));
    const id = sent.body.data?.id as string;
    // Only admins see the desk or answer.
    expect((await call(member.headers, 'GET', '/api/v1/admin/social-feedback')).status).toBe(403);
    expect(
      (await call({}, 'POST', `/api/v1/admin/social-feedback/${id}/answer`, { answer: 'x' })).status,
    ).toBe(401);
    const desk = await call<{ counts: Record<string, number> }>(
      admin,
      'GET',
      '/api/v1/admin/social-feedback',
    );
    expect(desk.body.data?.counts.received).toBeGreaterThan(0);

    expect(
      (await call(admin, 'POST', `/api/v1/admin/social-feedback/${id}/answer`, { answer: ' ' })).status,
    ).toBe(400);
    const moved = await call<SocialFeedbackDetail>(
      admin,
      'PUT',
      `/api/v1/admin/social-feedback/${id}/status`,
      {
        status: 'reviewing',
      },
    );
    expect(moved.body.data?.status).toBe('reviewing');
    const answered = await call<SocialFeedbackDetail>(
      admin,
      'POST',
      `/api/v1/admin/social-feedback/${id}/answer`,
      {
        answer: 'Chúng tôi đã gỡ các sản phẩm và khoá shop.',
      },
    );
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({
      status: 'answered',
      answer: 'Chúng tôi đã gỡ các sản phẩm và khoá shop.',
    });

    const mail = await latestMessageTo(t.ctx.database.db, 'member-org@example.vn');
    expect(mail?.template).toBe('social_feedback.answer');
    expect(mail?.subject).toContain('Chợ Đẹp의 답변');
    expect(mail?.body).toContain('Chúng tôi đã gỡ các sản phẩm');
    const notices = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.userId));
    expect(notices.map((n) => [n.kind, n.targetType, n.targetId])).toEqual([
      ['social_feedback.answered', 'social_feedback', id],
    ]);
    const audit = await t.ctx.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['social_feedback.answer', 'social_feedback.status']);

    // The sender reads the answer in their own copy; nobody else does.
    const own = await call<{ detail: SocialFeedbackDetail | null }>(member.headers, 'GET', `${PATH}/${id}`);
    expect(own.body.data?.detail?.answer).toContain('khoá shop');

    // Closed: no answer until it is reopened; answered is reached only by answering.
    expect(
      (await call(admin, 'PUT', `/api/v1/admin/social-feedback/${id}/status`, { status: 'answered' })).status,
    ).toBe(400);
    expect(
      (await call(admin, 'PUT', `/api/v1/admin/social-feedback/${id}/status`, { status: 'closed' })).status,
    ).toBe(200);
    expect(
      (await call(admin, 'POST', `/api/v1/admin/social-feedback/${id}/answer`, { answer: 'Thêm' })).status,
    ).toBe(409);
    expect(
      (await call(admin, 'PUT', `/api/v1/admin/social-feedback/${id}/status`, { status: 'closed' })).status,
    ).toBe(409);
    expect(
      (await call(admin, 'PUT', `/api/v1/admin/social-feedback/${id}/status`, { status: 'reviewing' }))
        .status,
    ).toBe(200);
  });
});
