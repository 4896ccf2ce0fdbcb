import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { apiCaller } from '../testing/api-caller';
import { insertSellerWithShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import type { ManagedVoucherDetail, ManagedVoucherList } from './managed-voucher-schemas';
import { vouchers } from './vouchers.tables';

const BASE = '/api/v1/seller/vouchers';
const HOUR = 3_600_000;

describe('seller vouchers', () => {
  // The clock the app reads; tests move it to cross a voucher's start and end.
  let now = new Date('2026-12-01T03:00:00Z');
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  let seller: Awaited<ReturnType<typeof insertSellerWithShop>>;
  let other: Awaited<ReturnType<typeof insertSellerWithShop>>;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    call = apiCaller(t.api);
    await prepareCheckoutData(t.ctx);
    seller = await insertSellerWithShop(t.ctx);
    other = await insertSellerWithShop(t.ctx);
  });
  afterAll(() => t.close());

  const code = () => `V${Date.now().toString(36).slice(-5)}${serial++}`.slice(0, 9).toUpperCase();
  const input = (over: Record<string, unknown> = {}) => ({
    name: 'Giảm 20K cho đơn từ 200K',
    code: code(),
    kind: 'shop',
    discountType: 'price',
    value: 20_000,
    minOrderValue: 200_000,
    usageLimit: 100,
    saveLimit: 200,
    perUserPerDay: 1,
    startsAt: new Date(now.getTime() + HOUR).toISOString(),
    endsAt: new Date(now.getTime() + 48 * HOUR).toISOString(),
    ...over,
  });
  const create = (body: unknown, headers = seller.headers) =>
    call<ManagedVoucherDetail>(headers, 'POST', BASE, body);
  const fields = (res: { body: { error?: { fields: { path: string }[] } } }) =>
    res.body.error?.fields.map((f) => f.path);

  it('takes a name of 40 characters and refuses 41, in Vietnamese', async () => {
    expect((await create(input({ name: 'a'.repeat(40) }))).status).toBe(201);
    const long = await create(input({ name: 'a'.repeat(41) }));
    expect(long.status).toBe(400);
    expect(fields(long)).toEqual(['name']);
  });

  it('takes a code of 9 characters (stored upper-case) and refuses 10 and other characters', async () => {
    const made = await create(input({ code: 'abcde1234' }));
    expect(made.status).toBe(201);
    expect(made.body.data?.code).toBe('ABCDE1234');
    expect(fields(await create(input({ code: 'ABCDE12345' })))).toEqual(['code']);
    expect(fields(await create(input({ code: 'SALE-10' })))).toEqual(['code']);
  });

  it('refuses a taken code with 409 and a field error, whatever its case or shop', async () => {
    const first = code();
    expect((await create(input({ code: first }))).status).toBe(201);
    const again = await create(input({ code: first.toLowerCase() }));
    expect(again.status).toBe(409);
    expect(fields(again)).toEqual(['code']);
    expect(again.body.error?.fields[0]?.message).toBe(
      'Mã voucher này đã được sử dụng, vui lòng chọn mã khác',
    );
    expect((await create(input({ code: first }), other.headers)).status).toBe(409);
  });

  it('applies the discount rules of the schema at their bounds', async () => {
    expect((await create(input({ discountType: 'percent', value: 100, maxDiscount: 50_000 }))).status).toBe(
      201,
    );
    expect(fields(await create(input({ discountType: 'percent', value: 101, maxDiscount: 50_000 })))).toEqual(
      ['value'],
    );
    expect(fields(await create(input({ discountType: 'percent', value: 10 })))).toEqual(['maxDiscount']);
    expect(fields(await create(input({ value: 0 })))).toEqual(['value']);
    expect((await create(input({ budget: 20_000 }))).status).toBe(201);
    expect(fields(await create(input({ budget: 19_999 })))).toEqual(['budget']);
    expect(fields(await create(input({ usageLimit: 0 })))).toEqual(['usageLimit']);
    const sameTime = new Date(now.getTime() + HOUR).toISOString();
    expect(fields(await create(input({ startsAt: sameTime, endsAt: sameTime })))).toEqual(['endsAt']);
  });

  it('creates shop vouchers only, for the shop own products', async () => {
    expect(fields(await create(input({ kind: 'platform' })))).toEqual(['kind']);
    expect(fields(await create(input({ scope: 'products', productIds: [] })))).toEqual(['productIds']);
    const foreign = await create(
      input({ scope: 'products', productIds: [seller.productId, other.productId] }),
    );
    expect(fields(foreign)).toEqual(['productIds.1']);
    const own = await create(input({ scope: 'products', productIds: [seller.productId] }));
    expect(own.status).toBe(201);
    expect(own.body.data).toMatchObject({ scope: 'products', productIds: [seller.productId] });
    expect(own.body.data?.products[0]?.id).toBe(seller.productId);
  });

  it("lists tabs with counts, and hides another shop's vouchers (404 on them)", async () => {
    const theirs = await create(input(), other.headers);
    const running = await create(input({ startsAt: new Date(now.getTime() - HOUR).toISOString() }));
    const list = await call<ManagedVoucherList>(seller.headers, 'GET', `${BASE}?phase=upcoming`);
    expect(list.status).toBe(200);
    const ids = list.body.data?.data.map((v) => v.id) ?? [];
    expect(ids).not.toContain(theirs.body.data?.id);
    expect(ids).not.toContain(running.body.data?.id);
    expect(list.body.data?.counts.upcoming).toBe(list.body.data?.total);
    expect(list.body.data?.counts.running).toBeGreaterThanOrEqual(1);
    const runningTab = await call<ManagedVoucherList>(seller.headers, 'GET', `${BASE}?phase=running`);
    expect(runningTab.body.data?.data.map((v) => v.id)).toContain(running.body.data?.id);
    const foreignId = theirs.body.data?.id as string;
    expect((await call(seller.headers, 'GET', `${BASE}/${foreignId}`)).status).toBe(404);
    expect((await call(seller.headers, 'PUT', `${BASE}/${foreignId}`, input())).status).toBe(404);
    expect((await call(seller.headers, 'POST', `${BASE}/${foreignId}/end`)).status).toBe(404);
    expect((await call(seller.headers, 'DELETE', `${BASE}/${foreignId}`)).status).toBe(404);
  });

  it('refuses a buyer (403) and a guest (401)', async () => {
    const buyer = await insertBuyer(t.ctx);
    expect((await call(buyer.headers, 'GET', BASE)).status).toBe(403);
    expect((await call({}, 'GET', BASE)).status).toBe(401);
  });

  it('edits anything while upcoming; once running only the name, a later end and higher quantities', async () => {
    const body = input();
    const made = await create(body);
    const id = made.body.data?.id as string;
    const edited = await call<ManagedVoucherDetail>(seller.headers, 'PUT', `${BASE}/${id}`, {
      ...body,
      value: 30_000,
      display: 'hidden',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ value: 30_000, display: 'hidden', phase: 'upcoming' });

    now = new Date(now.getTime() + 2 * HOUR);
    const running = { ...body, value: 30_000, display: 'hidden' };
    const locked = await call(seller.headers, 'PUT', `${BASE}/${id}`, { ...running, value: 40_000 });
    expect(locked.status).toBe(400);
    expect(fields(locked)).toEqual(['value']);
    const shorter = await call(seller.headers, 'PUT', `${BASE}/${id}`, {
      ...running,
      endsAt: new Date(Date.parse(body.endsAt) - 1000).toISOString(),
      usageLimit: 99,
    });
    expect(fields(shorter)).toEqual(['endsAt', 'usageLimit']);
    const later = await call<ManagedVoucherDetail>(seller.headers, 'PUT', `${BASE}/${id}`, {
      ...running,
      name: 'Giảm 30K',
      endsAt: new Date(Date.parse(body.endsAt) + HOUR).toISOString(),
      usageLimit: null,
      saveLimit: 201,
    });
    expect(later.status).toBe(200);
    expect(later.body.data).toMatchObject({
      name: 'Giảm 30K',
      usageLimit: null,
      saveLimit: 201,
      phase: 'running',
    });
  });

  it('shows live usage and save counts and keeps limits above them', async () => {
    const body = input({ startsAt: new Date(now.getTime() - HOUR).toISOString() });
    const id = (await create(body)).body.data?.id as string;
    await t.ctx.database.db
      .update(vouchers)
      .set({ usedCount: 5, savedCount: 7, budgetUsed: 100_000 })
      .where(eq(vouchers.id, id));
    const detail = await call<ManagedVoucherDetail>(seller.headers, 'GET', `${BASE}/${id}`);
    expect(detail.body.data).toMatchObject({
      usedCount: 5,
      savedCount: 7,
      budgetUsed: 100_000,
      phase: 'running',
    });
    const row = await call<ManagedVoucherList>(seller.headers, 'GET', `${BASE}?phase=running`);
    expect(row.body.data?.data.find((v) => v.id === id)).toMatchObject({ usedCount: 5, savedCount: 7 });
  });

  it('keeps an upcoming voucher save limit at or above the codes already saved', async () => {
    const body = input();
    const id = (await create(body)).body.data?.id as string;
    await t.ctx.database.db.update(vouchers).set({ savedCount: 7 }).where(eq(vouchers.id, id));
    const below = await call(seller.headers, 'PUT', `${BASE}/${id}`, { ...body, saveLimit: 6 });
    expect(below.status).toBe(400);
    expect(fields(below)).toEqual(['saveLimit']);
    expect((await call(seller.headers, 'PUT', `${BASE}/${id}`, { ...body, saveLimit: 7 })).status).toBe(200);
  });

  it('ends a running voucher early (not an upcoming one) and then refuses edits', async () => {
    const upcoming = (await create(input())).body.data?.id as string;
    expect((await call(seller.headers, 'POST', `${BASE}/${upcoming}/end`)).status).toBe(409);

    const body = input({ startsAt: new Date(now.getTime() - HOUR).toISOString() });
    const id = (await create(body)).body.data?.id as string;
    const ended = await call<ManagedVoucherDetail>(seller.headers, 'POST', `${BASE}/${id}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ phase: 'ended', endedAt: now.toISOString() });
    expect((await call(seller.headers, 'POST', `${BASE}/${id}/end`)).status).toBe(409);
    expect((await call(seller.headers, 'PUT', `${BASE}/${id}`, body)).status).toBe(409);
    const tab = await call<ManagedVoucherList>(seller.headers, 'GET', `${BASE}?phase=ended`);
    expect(tab.body.data?.data.map((v) => v.id)).toContain(id);
  });

  it('deletes an upcoming voucher, but not a running one', async () => {
    const upcoming = (await create(input())).body.data?.id as string;
    expect((await call(seller.headers, 'DELETE', `${BASE}/${upcoming}`)).status).toBe(204);
    expect((await call(seller.headers, 'GET', `${BASE}/${upcoming}`)).status).toBe(404);
    const running = (await create(input({ startsAt: new Date(now.getTime() - HOUR).toISOString() }))).body
      .data?.id as string;
    expect((await call(seller.headers, 'DELETE', `${BASE}/${running}`)).status).toBe(409);
  });
});
