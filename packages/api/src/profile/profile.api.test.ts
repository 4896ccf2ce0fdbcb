import { calendarDateIn } from '@cho-dep/core/profile/birth-date';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('profile API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    ({ headers } = await insertSignedInUser(t.ctx, { phone: '+84912345678', phoneVerified: true }));
  });
  afterAll(() => t.close());

  const put = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    t.api.request(`/community/v1/profile/${path}`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json', ...extra },
      body: JSON.stringify(body),
    });

  it('refuses a guest', async () => {
    const res = await t.api.request('/community/v1/profile/me/');
    expect(res.status).toBe(401);
    const update = await t.api.request('/community/v1/profile/update-profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'A' }),
    });
    expect(update.status).toBe(401);
  });

  it('answers profile/me/ with and without the trailing slash', async () => {
    for (const path of ['/community/v1/profile/me/', '/community/v1/profile/me']) {
      const res = await t.api.request(path, { headers });
      expect(res.status).toBe(200);
      const { data } = await res.json();
      expect(data).toMatchObject({
        fullName: 'Nguyễn Thị Lan',
        userName: 'Nguyễn Thị Lan',
        phone: '+84912345678',
        phone_verified: true,
        email_verified: true,
        bank: { name: null, account: null, branch: null },
        roles: ['buyer'],
        shop: null,
        kol_info: null,
        bodyMeasurements: {},
        language: 'vi',
        country: 'VN',
      });
      expect(data._id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('updates the profile and clears fields sent empty', async () => {
    const res = await put('update-profile', {
      fullName: '  Trần Minh Anh ',
      birthDate: '1995-03-02',
      gender: 'female',
      idNumber: '001195012345',
      taxCode: '0100109106-001',
      bank: { name: 'Vietcombank', account: '0011004123456', branch: 'Hà Nội' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({
      fullName: 'Trần Minh Anh',
      birthDate: '1995-03-02',
      gender: 'female',
      idNumber: '001195012345',
      bank: { name: 'Vietcombank', account: '0011004123456', branch: 'Hà Nội' },
      bankAccount: '0011004123456',
    });

    // The web form sends the bank fields flat and '' to clear.
    const flat = await put('update-profile', { taxCode: '', bankBranch: 'Đà Nẵng' });
    expect(flat.status).toBe(200);
    const me = await (await t.api.request('/community/v1/profile/me/', { headers })).json();
    expect(me.data).toMatchObject({ taxCode: null, fullName: 'Trần Minh Anh', bank: { branch: 'Đà Nẵng' } });
    expect(me.data).toMatchObject({ phone: '+84912345678', phoneDisplay: '(+84) 912 345 678' });
  });

  it('answers every wrong field at once, in the asked language', async () => {
    const tomorrow = calendarDateIn('Asia/Ho_Chi_Minh', new Date(t.ctx.now().getTime() + DAY_MS));
    const body = { fullName: 'A', birthDate: tomorrow, idNumber: '999195012345' };

    const vi = await put('update-profile', body);
    expect(vi.status).toBe(400);
    const viBody = await vi.json();
    expect(viBody.error.code).toBe('VALIDATION_FAILED');
    expect(viBody.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'fullName', message: 'Tối thiểu 2 ký tự' },
        { path: 'birthDate', message: 'Ngày sinh không được ở tương lai' },
        { path: 'idNumber', message: 'Số CMND/CCCD không hợp lệ (CMND 9 chữ số, CCCD 12 chữ số)' },
      ]),
    );

    const en = await put('update-profile', body, { 'accept-language': 'en' });
    const enFields = (await en.json()).error.fields as { path: string; message: string }[];
    expect(enFields.find((f) => f.path === 'birthDate')?.message).toBe(
      'Date of birth cannot be in the future',
    );
    expect(enFields.find((f) => f.path === 'idNumber')?.message).toBe(
      'Invalid ID number (CMND 9 digits, CCCD 12 digits)',
    );
    expect(enFields.find((f) => f.path === 'fullName')?.message).toMatch(/2/);
  });

  it('refuses the ID numbers and tax codes shop registration refuses, and stores typed forms normalised', async () => {
    for (const body of [
      { idNumber: '003090123456' },
      { idNumber: '001227123456' },
      { taxCode: '0100233480' },
      { taxCode: '0123456789' },
    ]) {
      const res = await put('update-profile', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const dotted = await put('update-profile', { taxCode: '01.00.112.437' });
    expect(dotted.status).toBe(200);
    expect((await dotted.json()).data.taxCode).toBe('0100112437');
    const branch = await put('update-profile', { taxCode: '0100112437001' });
    expect((await branch.json()).data.taxCode).toBe('0100112437-001');
  });

  it('refuses a future birth date alone, by the server clock', async () => {
    const tomorrow = calendarDateIn('Asia/Ho_Chi_Minh', new Date(t.ctx.now().getTime() + DAY_MS));
    const res = await put('update-profile', { birthDate: tomorrow });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual([
      { path: 'birthDate', message: 'Ngày sinh không được ở tương lai' },
    ]);
  });

  it('stores body measurements, keeps absent ones and removes nulls', async () => {
    const first = await put('body-measurements/update', { height: 165, weight: 52.5, hip: 90 });
    expect(first.status).toBe(200);
    expect((await first.json()).data.bodyMeasurements).toEqual({ height: 165, weight: 52.5, hip: 90 });
    const second = await put('body-measurements/update', { hip: null, chest: 84 });
    expect((await second.json()).data.bodyMeasurements).toEqual({ height: 165, weight: 52.5, chest: 84 });
    const wrong = await put('body-measurements/update', { height: 300, weight: 5 });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields.map((f: { path: string }) => f.path).sort()).toEqual([
      'height',
      'weight',
    ]);
  });

  async function uploadAvatar(file: Blob, name: string) {
    const form = new FormData();
    form.append('avatar', file, name);
    return t.api.request('/community/v1/profile/update-avatar', { method: 'PUT', headers, body: form });
  }

  it('re-encodes an uploaded PNG to WebP and serves it', async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    const res = await uploadAvatar(new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.avatar).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\/[\w-]+-256\.webp$/);

    const media = await t.api.request(data.avatar);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await media.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const large = await t.api.request(data.avatar.replace('-256.webp', '-512.webp'));
    expect((await sharp(Buffer.from(await large.arrayBuffer())).metadata()).width).toBe(512);

    // A second upload replaces the first; the old files are removed.
    const again = await uploadAvatar(new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const next = (await again.json()).data.avatar;
    expect(next).not.toBe(data.avatar);
    expect((await t.api.request(data.avatar)).status).toBe(404);
  });

  it('refuses a text file named .png with 415', async () => {
    const res = await uploadAvatar(
      new Blob(['just some text, not a picture'], { type: 'image/png' }),
      'me.png',
    );
    expect(res.status).toBe(415);
    expect((await res.json()).error.code).toBe('UNSUPPORTED_FILE');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await uploadAvatar(new Blob([big], { type: 'image/png' }), 'big.png');
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('FILE_TOO_LARGE');
  });

  it('asks for the avatar field when it is missing', async () => {
    const form = new FormData();
    form.append('picture', 'x');
    const res = await t.api.request('/community/v1/profile/update-avatar', {
      method: 'PUT',
      headers,
      body: form,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields[0].path).toBe('avatar');
  });
});
