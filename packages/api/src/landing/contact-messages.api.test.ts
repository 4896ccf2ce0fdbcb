import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../testing/api-caller';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import type { ContactMessageView } from './contact-messages';

type H = Record<string, string>;
const PATH = '/api/v1/public/contact-messages';

describe('landing contact form', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  let admin: H;
  let n = 0;
  const visitor = (): H => {
    n += 1;
    return { 'x-forwarded-for': `198.51.100.${n}`, from: `visitor-${n}` };
  };
  const body = (over: Record<string, unknown> = {}) => ({
    name: 'Trần Minh Khoa',
    email: 'khoa@example.vn',
    phone: '0912345678',
    website: 'khoa-studio.vn',
    message: 'Chúng tôi muốn hợp tác quảng cáo.',
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t.api);
    admin = (await insertSignedInUser(t.ctx, { roles: ['buyer', 'admin'] })).headers;
  });
  afterAll(() => t.close());

  it('takes an 11-digit phone and refuses 12 digits, letters, a bad website or e-mail and blanks, by field', async () => {
    const who = visitor();
    expect((await call(who, 'POST', PATH, body({ phone: '01234567890' }))).status).toBe(201);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ phone: '012345678901' }, 'phone', 'validation.contact.phoneMax'],
      [{ phone: '09123abc45' }, 'phone', 'validation.contact.phoneDigits'],
      [{ website: 'not a site' }, 'website', 'validation.contact.website'],
      [{ email: 'khoa@' }, 'email', 'validation.invalidEmail'],
      [{ name: '' }, 'name', 'validation.required'],
      [{ message: '' }, 'message', 'validation.required'],
    ];
    for (const [over, path] of refusals) {
      const refused = await call(who, 'POST', PATH, body(over));
      expect(refused.status).toBe(400);
      expect(refused.body.error?.fields.map((f) => f.path)).toEqual([path]);
    }
    const letters = await call(
      { ...visitor(), 'accept-language': 'vi' },
      'POST',
      PATH,
      body({ phone: '09abc' }),
    );
    expect(letters.body.error?.fields[0]?.message).toBe(
      'Số điện thoại chỉ được gồm chữ số (không có chữ cái, dấu cách hay ký hiệu)',
    );
  });

  it('lands in the admin inbox: counted new, read when opened, marked answered with an audit line', async () => {
    const sent = await call<{ id: string }>(visitor(), 'POST', PATH, body({ email: 'inbox@example.vn' }));
    const id = sent.body.data?.id as string;
    type Page = { items: ContactMessageView[]; counts: Record<string, number> };
    const inbox = await call<Page>(admin, 'GET', '/api/v1/admin/contact-messages');
    expect(inbox.body.data?.items.find((m) => m.id === id)).toMatchObject({
      status: 'new',
      website: 'https://khoa-studio.vn/',
    });
    const before = inbox.body.data?.counts.new ?? 0;
    const opened = await call<ContactMessageView>(admin, 'GET', `/api/v1/admin/contact-messages/${id}`);
    expect(opened.body.data?.status).toBe('read');
    const after = await call<Page>(admin, 'GET', '/api/v1/admin/contact-messages');
    expect(after.body.data?.counts.new).toBe(before - 1);
    const marked = await call<ContactMessageView>(
      admin,
      'PUT',
      `/api/v1/admin/contact-messages/${id}/status`,
      {
        status: 'answered',
      },
    );
    expect(marked.body.data?.status).toBe('answered');
    expect((await call({}, 'GET', '/api/v1/admin/contact-messages')).status).toBe(401);
    expect((await call(admin, 'GET', '/api/v1/admin/contact-messages/nope')).status).toBe(404);
  });

  it('stops a device that sends too often', async () => {
    t.toWindowStart(3600);
    const who = visitor();
    for (let i = 0; i < 5; i += 1) expect((await call(who, 'POST', PATH, body())).status).toBe(201);
    expect((await call(who, 'POST', PATH, body())).status).toBe(429);
  });

  it('gives the store links of /download from the settings', async () => {
    const links = await call<{ appStore: string; playStore: string }>({}, 'GET', '/api/v1/public/app-links');
    expect(links.body.data?.appStore).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(links.body.data?.playStore).toMatch(/^https:\/\/play\.google\.com\//);
  });
});
