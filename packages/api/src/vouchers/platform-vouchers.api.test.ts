import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../admin/admin-audit.tables';
import type { CheckoutQuote } from '../checkout/checkout-answer-schemas';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { apiCaller } from '../testing/api-caller';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { insertSellerWithShop, insertSellingShop } from '../testing/shop-fixtures';
import { insertBuyer, insertSignedInUser } from '../testing/user-fixtures';
import type { ManagedVoucherDetail, ManagedVoucherList } from './managed-voucher-schemas';
import type { VoucherView } from './voucher-views';
import { vouchers } from './vouchers.tables';

const BASE = '/api/v1/admin/vouchers';
const HOUR = 3_600_000;
type Headers = Record<string, string>;

describe('platform vouchers managed by the admin', () => {
  // The clock the app reads; tests move it to cross a voucher's start and end.
  let now = new Date('2026-12-01T03:00:00Z');
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  let admin: { headers: Headers; userId: string };
  let seller: Awaited<ReturnType<typeof insertSellerWithShop>>;
  let serial = 0;

  beforeAll(async () => {
    t = await createRaceTestApp({ now: () => now });
    call = apiCaller(t.api);
    await prepareCheckoutData(t.ctx);
    admin = await insertSignedInUser(t.ctx, { fullName: 'Quản trị viên', roles: ['buyer', 'admin'] });
    seller = await insertSellerWithShop(t.ctx);
  });
  afterAll(() => t.close());

  const code = () => `P${Date.now().toString(36).slice(-5)}${serial++}`.slice(0, 9).toUpperCase();
  const input = (over: Record<string, unknown> = {}) => ({
    name: 'Giảm 100K đơn đầu tiên',
    code: code(),
    kind: 'platform',
    discountType: 'price',
    value: 100_000,
    minOrderValue: 200_000,
    usageLimit: 100,
    saveLimit: 200,
    perUserPerDay: 1,
    startsAt: new Date(now.getTime() + HOUR).toISOString(),
    endsAt: new Date(now.getTime() + 48 * HOUR).toISOString(),
    ...over,
  });
  const runningInput = (over: Record<string, unknown> = {}) =>
    input({ startsAt: new Date(now.getTime() - HOUR).toISOString(), ...over });
  const create = (body: unknown, headers = admin.headers) =>
    call<ManagedVoucherDetail>(headers, 'POST', BASE, body);
  const fields = (res: { body: { error?: { fields: { path: string }[] } } }) =>
    res.body.error?.fields.map((f) => f.path);
  const auditOf = (voucherId: string) =>
    t.ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'voucher'), eq(adminAuditLog.targetId, voucherId)))
      .orderBy(adminAuditLog.createdAt);

  /** The buyer's view of /khuyen-mai, every page. */
  async function listedCodes(headers: Headers): Promise<VoucherView[]> {
    const seen: VoucherView[] = [];
    for (let page = 1; page <= 20; page++) {
      const res = await call<{ items: VoucherView[]; hasMore: boolean }>(
        headers,
        'GET',
        `/api/v1/mobile/vouchers?kind=platform&page=${page}`,
      );
      seen.push(...(res.body.data?.items ?? []));
      if (!res.body.data?.hasMore) break;
    }
    return seen;
  }

  it('end to end: the admin creates it, a buyer saves it, the quote applies it, ending it removes it', async () => {
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Đen', size: 'M', stock: 10, price: 300_000 }],
    });
    const buyer = await insertBuyer(t.ctx);
    const body = runningInput({ name: 'Chào bạn mới 100K' });
    const made = await create(body);
    expect(made.status).toBe(201);
    const voucher = made.body.data as ManagedVoucherDetail;
    expect(voucher).toMatchObject({ kind: 'platform', phase: 'running', code: body.code, usedCount: 0 });

    const shown = (await listedCodes(buyer.headers)).find((v) => v.id === voucher.id);
    expect(shown).toMatchObject({ code: body.code, saved: false, shop: null });
    const saved = await call(buyer.headers, 'POST', `/api/v1/mobile/vouchers/${voucher.id}/save`);
    expect(saved.status).toBe(200);
    const afterSave = await call<ManagedVoucherDetail>(admin.headers, 'GET', `${BASE}/${voucher.id}`);
    expect(afterSave.body.data?.savedCount).toBe(1);

    const draft = { source: 'express', items: [{ variantId: world.variantIds[0], quantity: 1 }] };
    const quote = await call<CheckoutQuote>(buyer.headers, 'POST', '/api/v1/mobile/checkout/quote', {
      ...draft,
      voucherIds: [voucher.id],
    });
    expect(quote.status).toBe(200);
    expect(quote.body.data?.problems).toEqual([]);
    expect(quote.body.data?.totals).toMatchObject({ goods: 300_000, platformDiscount: 100_000 });

    const ended = await call<ManagedVoucherDetail>(admin.headers, 'POST', `${BASE}/${voucher.id}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ phase: 'ended', endedAt: now.toISOString() });
    expect((await listedCodes(buyer.headers)).map((v) => v.id)).not.toContain(voucher.id);
    const after = await call<CheckoutQuote>(buyer.headers, 'POST', '/api/v1/mobile/checkout/quote', {
      ...draft,
      voucherIds: [voucher.id],
    });
    expect(after.body.data?.totals.platformDiscount).toBe(0);
    expect(after.body.data?.problems.length).toBeGreaterThan(0);

    const lines = await auditOf(voucher.id);
    expect(lines.map((l) => l.action)).toEqual(['voucher.create', 'voucher.end']);
    expect(lines[0]).toMatchObject({
      adminUserId: admin.userId,
      details: { code: body.code, kind: 'platform' },
    });
  });

  it('answers 401 signed out and 403 to a buyer or a seller, before reading the input', async () => {
    const buyer = await insertBuyer(t.ctx);
    const id = randomUUID();
    const calls: [string, string][] = [
      ['GET', BASE],
      ['GET', `${BASE}/${id}`],
      ['POST', BASE],
      ['PUT', `${BASE}/${id}`],
      ['POST', `${BASE}/${id}/end`],
      ['DELETE', `${BASE}/${id}`],
    ];
    for (const [method, path] of calls) {
      // A broken body: a guard after validation would answer 400.
      const body = method === 'POST' || method === 'PUT' ? { name: '' } : undefined;
      expect((await call({}, method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await call(buyer.headers, method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await call(seller.headers, method, path, body)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('takes a name of 40 characters and refuses 41', async () => {
    expect((await create(input({ name: 'a'.repeat(40) }))).status).toBe(201);
    const long = await create(input({ name: 'a'.repeat(41) }));
    expect(long.status).toBe(400);
    expect(fields(long)).toEqual(['name']);
  });

  it('takes a code of 9 characters (upper-cased), refuses 10, and refuses a code a seller already took', async () => {
    const made = await create(input({ code: 'chodep100' }));
    expect(made.status).toBe(201);
    expect(made.body.data?.code).toBe('CHODEP100');
    expect(fields(await create(input({ code: 'CHODEP1000' })))).toEqual(['code']);
    const shopCode = code();
    const shop = await call(
      seller.headers,
      'POST',
      '/api/v1/seller/vouchers',
      input({ kind: 'shop', code: shopCode }),
    );
    expect(shop.status).toBe(201);
    const clash = await create(input({ code: shopCode.toLowerCase() }));
    expect(clash.status).toBe(409);
    expect(fields(clash)).toEqual(['code']);
  });

  it('applies the discount rules of the shared schema at their bounds', async () => {
    const percent = (value: number) => input({ discountType: 'percent', value, maxDiscount: 200_000 });
    expect((await create(percent(100))).status).toBe(201);
    expect(fields(await create(percent(101)))).toEqual(['value']);
    expect(fields(await create(input({ discountType: 'percent', value: 10 })))).toEqual(['maxDiscount']);
    expect(fields(await create(input({ value: 0 })))).toEqual(['value']);
    expect((await create(input({ value: 1 }))).status).toBe(201);
    expect((await create(input({ budget: 100_000 }))).status).toBe(201);
    expect(fields(await create(input({ budget: 99_999 })))).toEqual(['budget']);
    expect(fields(await create(input({ usageLimit: 0 })))).toEqual(['usageLimit']);
    expect((await create(input({ usageLimit: 1 }))).status).toBe(201);
    const at = new Date(now.getTime() + HOUR).toISOString();
    expect(fields(await create(input({ startsAt: at, endsAt: at })))).toEqual(['endsAt']);
  });

  it('writes every platform kind with its conditions, but no shop voucher', async () => {
    expect(fields(await create(input({ kind: 'shop' })))).toEqual(['kind']);
    for (const kind of ['platform', 'cashback', 'free_shipping']) {
      expect((await create(input({ kind }))).status, kind).toBe(201);
    }
    const buyer = await insertBuyer(t.ctx);
    const conditioned = await create(
      input({
        kind: 'cashback',
        scope: 'products',
        productIds: [seller.productId],
        conditions: {
          firstPurchaseOnly: true,
          paymentMethods: ['VNPAYQR', 'CASH'],
          shippingMethods: ['ghn'],
          shopIds: [seller.shopId],
          userIds: [buyer.userId],
        },
      }),
    );
    expect(conditioned.status).toBe(201);
    expect(conditioned.body.data).toMatchObject({
      kind: 'cashback',
      scope: 'products',
      products: [{ id: seller.productId }],
      shops: [{ id: seller.shopId }],
      conditions: {
        firstPurchaseOnly: true,
        paymentMethods: ['VNPAYQR', 'CASH'],
        shippingMethods: ['ghn'],
        userIds: [buyer.userId],
      },
    });
    const unknown = await create(
      input({
        scope: 'products',
        productIds: [seller.productId, randomUUID()],
        conditions: { shopIds: [randomUUID()], userIds: [buyer.userId, randomUUID()] },
      }),
    );
    expect(fields(unknown)).toEqual(['productIds.1', 'conditions.shopIds.0', 'conditions.userIds.1']);
  });

  it('lists platform vouchers by phase with counts; shop vouchers are not the admin’s (404)', async () => {
    const upcoming = (await create(input())).body.data?.id as string;
    const running = (await create(runningInput())).body.data?.id as string;
    const shop = await call<ManagedVoucherDetail>(
      seller.headers,
      'POST',
      '/api/v1/seller/vouchers',
      input({ kind: 'shop' }),
    );
    const tab = async (phase: string) =>
      (await call<ManagedVoucherList>(admin.headers, 'GET', `${BASE}?phase=${phase}`)).body.data;
    const up = await tab('upcoming');
    expect(up?.data.map((v) => v.id)).toContain(upcoming);
    expect(up?.data.map((v) => v.id)).not.toContain(shop.body.data?.id);
    expect(up?.total).toBe(up?.counts.upcoming);
    expect((await tab('running'))?.data.map((v) => v.id)).toContain(running);
    const shopId = shop.body.data?.id as string;
    expect((await call(admin.headers, 'GET', `${BASE}/${shopId}`)).status).toBe(404);
    expect((await call(admin.headers, 'POST', `${BASE}/${shopId}/end`)).status).toBe(404);
    expect((await call(admin.headers, 'DELETE', `${BASE}/${shopId}`)).status).toBe(404);
    // And the seller cannot reach a platform voucher.
    expect((await call(seller.headers, 'GET', `/api/v1/seller/vouchers/${running}`)).status).toBe(404);
  });

  it('edits within the running rules and writes what changed to the audit log', async () => {
    const body = input();
    const id = (await create(body)).body.data?.id as string;
    const edited = await call<ManagedVoucherDetail>(admin.headers, 'PUT', `${BASE}/${id}`, {
      ...body,
      value: 50_000,
      kind: 'cashback',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ value: 50_000, kind: 'cashback', phase: 'upcoming' });

    now = new Date(now.getTime() + 2 * HOUR);
    const current = { ...body, value: 50_000, kind: 'cashback' };
    const locked = await call(admin.headers, 'PUT', `${BASE}/${id}`, {
      ...current,
      kind: 'platform',
      value: 60_000,
      conditions: { paymentMethods: ['CASH'] },
    });
    expect(locked.status).toBe(400);
    expect(fields(locked)).toEqual(['kind', 'value', 'conditions']);
    const later = await call<ManagedVoucherDetail>(admin.headers, 'PUT', `${BASE}/${id}`, {
      ...current,
      name: 'Giảm 50K',
      endsAt: new Date(Date.parse(body.endsAt) + HOUR).toISOString(),
      usageLimit: null,
    });
    expect(later.status).toBe(200);
    expect(later.body.data).toMatchObject({ name: 'Giảm 50K', usageLimit: null, phase: 'running' });
    const lines = await auditOf(id);
    expect(lines.map((l) => l.action)).toEqual(['voucher.create', 'voucher.update', 'voucher.update']);
    expect(lines[1]?.details.changed).toEqual(['kind', 'value']);
    expect(lines[2]?.details.changed).toEqual(['name', 'usageLimit', 'endsAt']);
    // A refused edit leaves no line.
    expect(lines).toHaveLength(3);
  });

  it('deletes an upcoming voucher (audited), not a running one; an ended one is read-only', async () => {
    const upcoming = (await create(input())).body.data?.id as string;
    expect((await call(admin.headers, 'POST', `${BASE}/${upcoming}/end`)).status).toBe(409);
    expect((await call(admin.headers, 'DELETE', `${BASE}/${upcoming}`)).status).toBe(204);
    expect((await call(admin.headers, 'GET', `${BASE}/${upcoming}`)).status).toBe(404);
    expect((await auditOf(upcoming)).map((l) => l.action)).toEqual(['voucher.create', 'voucher.delete']);

    const body = runningInput();
    const running = (await create(body)).body.data?.id as string;
    expect((await call(admin.headers, 'DELETE', `${BASE}/${running}`)).status).toBe(409);
    expect((await call(admin.headers, 'POST', `${BASE}/${running}/end`)).status).toBe(200);
    expect((await call(admin.headers, 'POST', `${BASE}/${running}/end`)).status).toBe(409);
    expect((await call(admin.headers, 'PUT', `${BASE}/${running}`, body)).status).toBe(409);
    expect((await auditOf(running)).map((l) => l.action)).toEqual(['voucher.create', 'voucher.end']);
  });

  raceIt(
    'concurrent end and edit: one order wins cleanly, and the log says exactly what happened',
    async () => {
      for (let round = 0; round < 3; round++) {
        const body = runningInput();
        const id = (await create(body)).body.data?.id as string;
        const [end, edit] = await Promise.all([
          call(admin.headers, 'POST', `${BASE}/${id}/end`),
          call(admin.headers, 'PUT', `${BASE}/${id}`, { ...body, name: 'Sửa cùng lúc' }),
        ]);
        expect(end.status).toBe(200);
        // The edit either came first (200) or found the voucher ended (409).
        expect([200, 409]).toContain(edit.status);
        const [row] = await t.ctx.database.db.select().from(vouchers).where(eq(vouchers.id, id));
        expect(row?.endedAt?.toISOString()).toBe(now.toISOString());
        expect(row?.name).toBe(edit.status === 200 ? 'Sửa cùng lúc' : body.name);
        const actions = (await auditOf(id)).map((l) => l.action);
        expect(actions).toEqual(
          edit.status === 200
            ? ['voucher.create', 'voucher.update', 'voucher.end']
            : ['voucher.create', 'voucher.end'],
        );
      }
    },
  );

  raceIt('two admins creating the same code at once: one 201, one 409 on code', async () => {
    const same = code();
    const answers = await Promise.all([create(input({ code: same })), create(input({ code: same }))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const lost = answers.find((a) => a.status === 409);
    expect(lost && fields(lost)).toEqual(['code']);
    const rows = await t.ctx.database.db.select().from(vouchers).where(eq(vouchers.code, same));
    expect(rows).toHaveLength(1);
  });
});
