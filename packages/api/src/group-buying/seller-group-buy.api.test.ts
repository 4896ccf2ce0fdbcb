import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import { type GroupBuyWorld, groupBuyWorld } from './testing/group-buy-world';

const BASE = '/api/v1/seller/group-buying/programs';

/** The seller centre's group-buy programs: the promotion rules, listing, ending, teams. */
describe('seller group-buy programs', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let w: GroupBuyWorld;

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
    w = groupBuyWorld(t);
  });
  afterAll(() => t.close());

  it('refuses a team size outside 2-10, a discount above 80 % and a product of another shop', async () => {
    const seller = await w.program();
    const other = await w.program();
    const now = t.ctx.now();
    const body = (over: Record<string, unknown>, item: Record<string, unknown> = {}) => ({
      name: 'Mua chung',
      kind: 'product',
      startsAt: now.toISOString(),
      endsAt: new Date(now.getTime() + 86_400_000).toISOString(),
      teamSize: 3,
      items: [
        {
          productId: seller.seller.productId,
          variantId: null,
          originalPrice: 200_000,
          discountedPrice: 150_000,
          stock: 5,
          ...item,
        },
      ],
      ...over,
    });
    const post = async (b: unknown) => {
      const res = await w.call(BASE, { method: 'POST', headers: seller.seller.headers, body: b });
      return { status: res.status, ...(await w.json<unknown>(res)) } as {
        status: number;
        error?: { code: string; fields?: { path: string }[] };
      };
    };
    expect((await post(body({ teamSize: 11 }))).status).toBe(400);
    expect((await post(body({ teamSize: 1 }))).status).toBe(400);
    const tooCheap = await post(body({}, { discountedPrice: 30_000 }));
    expect(tooCheap.status).toBe(400);
    expect(tooCheap.error?.fields?.map((f) => f.path)).toContain('items.0.discountedPrice');
    const foreign = await post(body({}, { productId: other.seller.productId }));
    expect(foreign.error?.fields?.map((f) => f.path)).toContain('items.0.productId');
  });

  it('lists the programs with their teams, ends one (no new team) and keeps it from other sellers', async () => {
    const { seller, programId, itemId } = await w.program();
    const list = await w.json<{ id: string; phase: string; teams: { open: number } }[]>(
      await w.call(BASE, { headers: seller.headers }),
    );
    expect(list.data?.map((p) => [p.id, p.phase])).toEqual([[programId, 'running']]);
    const ended = await w.call(`${BASE}/${programId}/end`, { method: 'POST', headers: seller.headers });
    expect(ended.status).toBe(200);
    expect((await w.json<{ phase: string }>(ended)).data?.phase).toBe('ended');
    const again = await w.call(`${BASE}/${programId}/end`, { method: 'POST', headers: seller.headers });
    expect(again.status).toBe(409);
    const seat = await w.seat({ itemId, teamId: null, variantId: seller.variantId });
    expect(seat.quote.data?.problems.map((p) => p.code)).toContain('GROUP_BUY_UNAVAILABLE');
    const stranger = await w.program();
    const hidden = await w.call(`${BASE}/${programId}`, { headers: stranger.seller.headers });
    expect(hidden.status).toBe(404);
    expect((await w.call(`${BASE}/not-an-id/end`, { method: 'POST', headers: seller.headers })).status).toBe(
      404,
    );
    // It had no team: it may be deleted; a program with a team may not.
    expect((await w.call(`${BASE}/${programId}`, { method: 'DELETE', headers: seller.headers })).status).toBe(
      204,
    );
    const used = await w.program();
    await w
      .seat({ itemId: used.itemId, teamId: null, variantId: used.seller.variantId })
      .then((s) => s.place());
    const refused = await w.call(`${BASE}/${used.programId}`, {
      method: 'DELETE',
      headers: used.seller.headers,
    });
    expect(refused.status).toBe(409);
    const buyer = await insertBuyer(t.ctx);
    expect((await w.call(BASE, { headers: buyer.headers })).status).toBe(403);
  });

  it('replaces an upcoming program, and refuses to edit a running one', async () => {
    const { seller, programId, originalPrice } = await w.program();
    const now = t.ctx.now();
    const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
    const created = await w.call(BASE, {
      method: 'POST',
      headers: seller.headers,
      body: {
        name: 'Sắp diễn ra',
        kind: 'product',
        startsAt: later(24),
        endsAt: later(72),
        teamSize: 2,
        items: [
          {
            productId: seller.productId,
            variantId: null,
            originalPrice,
            discountedPrice: originalPrice - 10_000,
            stock: 5,
          },
        ],
      },
    });
    const answer = await w.json<{ id: string; phase: string }>(created);
    expect(answer.error).toBeUndefined();
    const upcoming = answer.data;
    expect(upcoming?.phase).toBe('upcoming');
    const edit = (id: string) =>
      w.call(`${BASE}/${id}`, {
        method: 'PUT',
        headers: seller.headers,
        body: {
          name: 'Đổi tên',
          kind: 'product',
          startsAt: later(24),
          endsAt: later(96),
          teamSize: 4,
          windowHours: 12,
          items: [
            {
              productId: seller.productId,
              variantId: null,
              originalPrice,
              discountedPrice: originalPrice - 20_000,
              stock: 8,
            },
          ],
        },
      });
    const edited = await edit(upcoming?.id as string);
    expect(edited.status).toBe(200);
    expect(
      (await w.json<{ name: string; teamSize: number; items: { teamPrice: number }[] }>(edited)).data,
    ).toMatchObject({
      name: 'Đổi tên',
      teamSize: 4,
      items: [{ teamPrice: originalPrice - 20_000 }],
    });
    expect((await edit(programId)).status).toBe(409);
  });
});
