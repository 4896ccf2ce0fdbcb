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
    const buyer = await insertBuyer(t.ctx);
    expect((await w.call(BASE, { headers: buyer.headers })).status).toBe(403);
  });
});
