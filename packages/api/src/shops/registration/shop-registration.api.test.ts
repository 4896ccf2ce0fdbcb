import { LIMITS } from '@cho-dep/core/constants/limits';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncAdministrativeUnits } from '../../addresses/sync-administrative-units';
import { categories } from '../../products/catalog/categories.tables';
import { createTestApp } from '../../testing/test-app';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { shopRegistrations } from '../shop-registrations.tables';
import { shops } from '../shops.tables';
import type { ShopRegistrationView } from './shop-registration-view';

interface Answer<T> {
  data?: T;
  error?: { code: string; fields: { path: string; message: string }[] };
}
type Headers = Record<string, string>;
const BASE = '/api/v1/shop-registration';
const HCM = '79';

describe('shop registration', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let png: Uint8Array<ArrayBuffer>;
  let png2: Uint8Array<ArrayBuffer>;
  let categoryId: string;
  let subCategoryId: string;
  let hcmWard: string;
  let admin: { headers: Headers; userId: string };

  const call = async <T>(headers: Headers, method: string, path: string, body?: unknown) => {
    const res = await t.api.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T> };
  };
  const upload = async <T>(
    headers: Headers,
    path: string,
    parts: Record<string, string | Uint8Array<ArrayBuffer>>,
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(parts)) {
      form.append(
        name,
        typeof value === 'string' ? value : new File([value], `${name}.png`, { type: 'image/png' }),
      );
    }
    const res = await t.api.request(path, { method: 'POST', headers, body: form });
    return { status: res.status, body: (await res.json()) as Answer<T> };
  };

  /** A user with phone and email verified and, unless told otherwise, an ID card. */
  async function applicant(options: { idCard?: boolean; phone?: boolean } = {}) {
    const suffix = Math.floor(Math.random() * 1e7)
      .toString()
      .padStart(7, '0');
    const user = await insertSignedInUser(t.ctx, {
      phone: `+8491${suffix}`,
      phoneVerified: options.phone ?? true,
      emailVerified: true,
    });
    if (options.idCard ?? true) {
      const card = await upload<ShopRegistrationView>(user.headers, '/community/v1/verify/identity-card', {
        idNumber: '079301012345',
        front: png,
        back: png2,
      });
      expect(card.status).toBe(200);
    }
    return user;
  }

  const step1 = (name: string) => ({
    name,
    isBusiness: false,
    mainCategoryId: categoryId,
    provinceCode: HCM,
    wardCode: hcmWard,
    street: '12 Nguyễn Trãi',
  });

  async function step2For(headers: Headers, overrides: Record<string, unknown> = {}) {
    const state = await call<ShopRegistrationView>(headers, 'GET', BASE);
    const card = state.body.data?.verification.idCard;
    return {
      ownerFullName: 'Nguyễn Thị Mây',
      idNumber: '079301012345',
      idFrontKey: card?.front?.key,
      idBackKey: card?.back?.key,
      taxCode: '079301012345',
      bankName: 'Vietcombank',
      bankAccount: '0123456789',
      bankBranch: 'Sài Gòn',
      businessType: 'personal',
      licenceKey: null,
      platforms: ['facebook', 'shopee'],
      platformLink: 'https://facebook.com/tiem-may',
      description: 'm'.repeat(LIMITS.shop.descriptionMin),
      ...overrides,
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await syncAdministrativeUnits(t.ctx);
    const wards = await (await t.api.request(`/api/v1/public/provinces/${HCM}/wards`)).json();
    hcmWard = wards.data[0].code;
    const [top] = await t.ctx.database.db
      .insert(categories)
      .values({ slug: 'reg-nu', nameVi: 'Nữ', nameEn: 'Women', nameKo: '여성', kind: 'fashion' })
      .returning();
    categoryId = top?.id as string;
    const [sub] = await t.ctx.database.db
      .insert(categories)
      .values({
        parentId: categoryId,
        slug: 'reg-vay',
        nameVi: 'Váy',
        nameEn: 'Dresses',
        nameKo: '드레스',
        kind: 'fashion',
      })
      .returning();
    subCategoryId = sub?.id as string;
    png = new Uint8Array(
      await sharp({ create: { width: 40, height: 25, channels: 3, background: '#c33' } })
        .png()
        .toBuffer(),
    );
    png2 = new Uint8Array(
      await sharp({ create: { width: 40, height: 25, channels: 3, background: '#33c' } })
        .png()
        .toBuffer(),
    );
    admin = await insertSignedInUser(t.ctx, { roles: ['buyer', 'admin'] });
  });
  afterAll(() => t.close());

  it('asks for identity verification first: phone, email and ID card', async () => {
    const user = await applicant({ idCard: false, phone: false });
    const state = await call<ShopRegistrationView>(user.headers, 'GET', BASE);
    expect(state.body.data?.screen).toBe('verify');
    expect(state.body.data?.verification.complete).toBe(false);
    // The phone to verify is shown as pages show phones.
    expect(state.body.data?.verification.phone.display).toMatch(/^\(\+84\) 91\d \d{3} \d{3}$/);
    const refused = await call(user.headers, 'PUT', `${BASE}/step-1`, step1('Tiệm Chưa Xác Minh'));
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('IDENTITY_VERIFICATION_REQUIRED');
    expect(refused.body.error?.fields.map((f) => f.path).sort()).toEqual([
      'verification.idCard',
      'verification.phone',
    ]);
  });

  it('refuses an invalid CCCD or CMND on the ID card, and a non-image', async () => {
    const user = await applicant({ idCard: false });
    for (const idNumber of ['097301012345', '001227012345', '12345678', '1234567890']) {
      const bad = await upload(user.headers, '/community/v1/verify/identity-card', {
        idNumber,
        front: png,
        back: png2,
      });
      expect(bad.status, idNumber).toBe(400);
      expect(bad.body.error?.fields[0]?.path).toBe('idNumber');
    }
    const notImage = await upload(user.headers, '/community/v1/verify/identity-card', {
      idNumber: '123456789',
      front: new TextEncoder().encode('not an image') as Uint8Array<ArrayBuffer>,
      back: png2,
    });
    expect(notImage.status).toBe(415);
    const cmnd = await upload<ShopRegistrationView>(user.headers, '/community/v1/verify/identity-card', {
      idNumber: '123456789',
      front: png,
      back: png2,
    });
    expect(cmnd.status).toBe(200);
    expect(cmnd.body.data?.verification.idCard?.idNumber).toBe('123456789');
    expect(cmnd.body.data?.screen).toBe('step1');
  });

  it('submits: step 1 creates the shop, step 2 sends it to pending with a reply date', async () => {
    const user = await applicant();
    const saved = await call<ShopRegistrationView>(
      user.headers,
      'PUT',
      `${BASE}/step-1`,
      step1('Tiệm Áo Mây'),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data?.screen).toBe('step2');
    expect(saved.body.data?.application?.status).toBe('submitted');
    const body = await step2For(user.headers);
    const sent = await call<ShopRegistrationView>(user.headers, 'PUT', `${BASE}/step-2`, body);
    expect(sent.status).toBe(200);
    const app = sent.body.data?.application;
    expect(sent.body.data?.screen).toBe('pending');
    expect(app?.status).toBe('pending');
    expect(app?.submissionCount).toBe(1);
    expect(app?.replyBy).not.toBeNull();
    expect(app?.replyByDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const [row] = await t.ctx.database.db
      .select()
      .from(shopRegistrations)
      .where(eq(shopRegistrations.ownerUserId, user.userId));
    expect(row?.platforms).toEqual(['facebook', 'shopee']);
    expect(row?.stepReached).toBe(2);
    // Pending: nothing can be changed until the admin decides.
    const locked = await call(user.headers, 'PUT', `${BASE}/step-1`, step1('Tiệm Áo Mây 2'));
    expect(locked.status).toBe(409);
    expect(locked.body.error?.code).toBe('SHOP_APPLICATION_LOCKED');
  });

  it('refuses step 2 before step 1', async () => {
    const user = await applicant();
    const early = await call(user.headers, 'PUT', `${BASE}/step-2`, await step2For(user.headers));
    expect(early.status).toBe(409);
    expect(early.body.error?.code).toBe('SHOP_REGISTRATION_INCOMPLETE');
  });

  it('checks step 1: name bounds, a taken name, a sub-category, a ward of another province', async () => {
    const user = await applicant();
    const put = (body: unknown) => call(user.headers, 'PUT', `${BASE}/step-1`, body);
    expect((await put(step1('x'.repeat(LIMITS.shop.nameMin - 1)))).body.error?.fields[0]?.path).toBe('name');
    expect((await put(step1('x'.repeat(LIMITS.shop.nameMax + 1)))).status).toBe(400);
    const taken = await put(step1('Tiệm áo MÂY'));
    expect(taken.status).toBe(409);
    expect(taken.body.error?.code).toBe('SHOP_NAME_TAKEN');
    expect(taken.body.error?.fields[0]?.path).toBe('name');
    const sub = await put({ ...step1('Tiệm Váy Hoa'), mainCategoryId: subCategoryId });
    expect(sub.status).toBe(400);
    expect(sub.body.error?.fields[0]?.path).toBe('mainCategoryId');
    const ward = await put({ ...step1('Tiệm Váy Hoa'), wardCode: '00004' });
    expect(ward.status).toBe(400);
    expect(ward.body.error?.fields[0]?.path).toBe('wardCode');
    expect((await put(step1('x'.repeat(LIMITS.shop.nameMin)))).status).toBe(200);
    expect((await put(step1('y'.repeat(LIMITS.shop.nameMax)))).status).toBe(200);
    // One shop per owner: saving again edits the same shop.
    const owned = await t.ctx.database.db.select().from(shops).where(eq(shops.ownerUserId, user.userId));
    expect(owned).toHaveLength(1);
  });

  it('checks step 2 at its bounds, with field errors', async () => {
    const user = await applicant();
    await call(user.headers, 'PUT', `${BASE}/step-1`, step1('Tiệm Biên Giới'));
    const put = async (overrides: Record<string, unknown>) =>
      call(user.headers, 'PUT', `${BASE}/step-2`, await step2For(user.headers, overrides));
    const paths = async (overrides: Record<string, unknown>) =>
      (await put(overrides)).body.error?.fields.map((f) => f.path);
    expect(await paths({ description: 'm'.repeat(LIMITS.shop.descriptionMin - 1) })).toEqual(['description']);
    expect(await paths({ description: 'm'.repeat(LIMITS.shop.descriptionMax + 1) })).toEqual(['description']);
    expect(await paths({ ownerFullName: 'A' })).toEqual(['ownerFullName']);
    expect(await paths({ ownerFullName: 'A'.repeat(41) })).toEqual(['ownerFullName']);
    expect(await paths({ idNumber: '000301012345' })).toEqual(['idNumber']);
    expect(await paths({ taxCode: '0100109107' })).toEqual(['taxCode']);
    expect(await paths({ platformLink: '' })).toEqual(['platformLink']);
    expect(await paths({ platforms: ['none', 'tiki'] })).toEqual(['platforms']);
    expect(await paths({ businessType: 'enterprise', taxCode: '0100109106' })).toEqual(['licenceKey']);
    // A key of another user's document is refused as if no photo was given.
    const stranger = await applicant();
    const theirs = await step2For(stranger.headers);
    expect(await paths({ idFrontKey: theirs.idFrontKey })).toEqual(['idFrontKey']);
    // The message is in the user's language.
    const en = await call(
      { ...user.headers, 'accept-language': 'en' },
      'PUT',
      `${BASE}/step-2`,
      await step2For(user.headers, { description: 'short' }),
    );
    expect(en.body.error?.fields[0]?.message).toMatch(/characters/);
    // Exactly at the bounds it passes; an enterprise with its licence and MST too.
    const licence = await upload<{ key: string }>(user.headers, `${BASE}/documents`, { file: png });
    expect(licence.status).toBe(200);
    const ok = await put({
      description: 'm'.repeat(LIMITS.shop.descriptionMax),
      ownerFullName: 'An',
      businessType: 'enterprise',
      taxCode: '0100109106-001',
      licenceKey: licence.body.data?.key,
      platforms: ['none'],
      platformLink: null,
    });
    expect(ok.status).toBe(200);
  });

  it('lets a rejected applicant correct and submit again', async () => {
    const user = await applicant();
    await call(user.headers, 'PUT', `${BASE}/step-1`, step1('Tiệm Bị Từ Chối'));
    await call(user.headers, 'PUT', `${BASE}/step-2`, await step2For(user.headers));
    await t.ctx.database.db
      .update(shops)
      .set({ status: 'rejected', rejectReason: 'Ảnh CCCD bị mờ' })
      .where(eq(shops.ownerUserId, user.userId));
    const rejected = await call<ShopRegistrationView>(user.headers, 'GET', BASE);
    expect(rejected.body.data?.screen).toBe('rejected');
    expect(rejected.body.data?.application?.rejectReason).toBe('Ảnh CCCD bị mờ');
    expect((await call(user.headers, 'PUT', `${BASE}/step-1`, step1('Tiệm Đã Sửa'))).status).toBe(200);
    const again = await call<ShopRegistrationView>(
      user.headers,
      'PUT',
      `${BASE}/step-2`,
      await step2For(user.headers),
    );
    expect(again.status).toBe(200);
    expect(again.body.data?.application?.status).toBe('pending');
    expect(again.body.data?.application?.rejectReason).toBeNull();
    expect(again.body.data?.application?.submissionCount).toBe(2);
    expect(again.body.data?.application?.step1.name).toBe('Tiệm Đã Sửa');
  });

  it('keeps documents private: owner and admin read them, a stranger and /media do not', async () => {
    const owner = await applicant();
    const stranger = await applicant();
    const key = (await call<ShopRegistrationView>(owner.headers, 'GET', BASE)).body.data?.verification.idCard
      ?.front?.key as string;
    expect(key.startsWith('private/identity/')).toBe(true);
    const read = (headers: Headers, path: string) => t.api.request(path, { headers });
    const ownerRead = await read(owner.headers, `${BASE}/documents/${key}`);
    expect(ownerRead.status).toBe(200);
    expect(ownerRead.headers.get('content-type')).toBe('image/webp');
    expect(ownerRead.headers.get('cache-control')).toContain('no-store');
    expect((await read(admin.headers, `${BASE}/documents/${key}`)).status).toBe(200);
    // The admin queue links with the key URL-encoded as one segment.
    expect((await read(admin.headers, `${BASE}/documents/${encodeURIComponent(key)}`)).status).toBe(200);
    expect((await read(stranger.headers, `${BASE}/documents/${encodeURIComponent(key)}`)).status).toBe(404);
    expect((await read(stranger.headers, `${BASE}/documents/${key}`)).status).toBe(404);
    expect((await read({}, `${BASE}/documents/${key}`)).status).toBe(401);
    expect((await read(owner.headers, `/media/${key}`)).status).toBe(404);
    expect((await read(admin.headers, `/media/${encodeURIComponent(key)}`)).status).toBe(404);
    expect((await read(admin.headers, `${BASE}/documents/private/identity/../../x.webp`)).status).toBe(404);
  });
});
