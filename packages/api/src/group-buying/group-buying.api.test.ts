import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../app/start-background';
import type { PlacedCheckout } from '../checkout/checkout-answer-schemas';
import { runDueJobs } from '../jobs/job-runner';
import { notifications } from '../notifications/notifications.tables';
import { orders } from '../orders/orders.tables';
import { productVariants } from '../products/catalog/products.tables';
import { refunds } from '../returns/returns.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createTestApp } from '../testing/test-app';
import { groupBuyItems, groupBuyPrograms, groupBuyTeams } from './group-buying.tables';
import { type GroupBuyWorld, groupBuyWorld } from './testing/group-buy-world';

/** Group buying end to end: programs, seats paid through the MoMo simulator, filling, expiry. */
describe('group buying', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let w: GroupBuyWorld;

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
    w = groupBuyWorld(t);
  });
  afterAll(() => t.close());

  const db = () => t.ctx.database.db;
  const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const teamOf = async (id: string) =>
    (await db().select().from(groupBuyTeams).where(eq(groupBuyTeams.id, id)))[0];

  it('a team of 3 fills through the payment simulator and its orders go to the seller', async () => {
    const { seller, itemId, teamPrice } = await w.program({ teamSize: 3 });
    const variantId = seller.variantId;
    const leader = await w.seat({ itemId, teamId: null, variantId });
    expect(leader.quote.data?.totals.goods).toBe(teamPrice);
    expect(leader.quote.data?.problems ?? []).toEqual([]);
    const opened = await leader.place();
    expect(opened.status).toBe(200);
    const placed = opened.data as PlacedCheckout;
    const mine = await w.json<{ id: string; status: string }[]>(
      await w.call('/api/v1/group-buying/my-teams', { headers: leader.buyer.headers }),
    );
    const teamId = mine.data?.[0]?.id as string;
    expect(mine.data?.[0]?.status).toBe('pending');
    await w.pay(placed);
    expect(await teamOf(teamId)).toMatchObject({ status: 'open' });
    // Paid, but not the seller's to confirm while the team fills.
    expect(await orderOf(placed.orders[0]?.id as string)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
    });

    const open = await w.json<{ teams: { id: string; seatsLeft: number }[] }>(
      await w.call(`/api/v1/group-buying/products/${seller.productId}`),
    );
    expect(open.data?.teams).toEqual([expect.objectContaining({ id: teamId, seatsLeft: 2 })]);

    const others: PlacedCheckout[] = [];
    for (let i = 0; i < 2; i++) {
      const member = await w.seat({ itemId, teamId, variantId });
      const res = await member.place();
      expect(res.status).toBe(200);
      others.push(res.data as PlacedCheckout);
    }
    await w.pay(others[0] as PlacedCheckout);
    expect(await teamOf(teamId)).toMatchObject({ status: 'open' });
    await w.pay(others[1] as PlacedCheckout);
    expect(await teamOf(teamId)).toMatchObject({ status: 'filled' });
    for (const p of [placed, ...others]) {
      expect(await orderOf(p.orders[0]?.id as string)).toMatchObject({
        status: 'awaiting_confirmation',
        paymentStatus: 'paid',
        total: p.totalPayment,
      });
    }
    const team = await w.json<{
      status: string;
      seatsLeft: number;
      members: { paid: boolean; leader: boolean }[];
    }>(await w.call(`/api/v1/group-buying/teams/${teamId}`));
    expect(team.data).toMatchObject({ status: 'filled', seatsLeft: 0 });
    expect(team.data?.members.map((m) => [m.paid, m.leader])).toEqual([
      [true, true],
      [true, false],
      [true, false],
    ]);
    // The leader heard of both joins and of the filled team.
    const told = await db()
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, leader.buyer.userId));
    expect(told.map((n) => n.kind).filter((k) => k.startsWith('group_buying.'))).toEqual(
      expect.arrayContaining(['group_buying.joined', 'group_buying.filled']),
    );
    // A fourth buyer is refused before paying.
    const late = await w.seat({ itemId, teamId, variantId });
    expect(late.quote.data?.problems.map((p) => p.code)).toContain('GROUP_BUY_TEAM_CLOSED');
    const seller_teams = await w.json<{ status: string; members: unknown[] }[]>(
      await w.call(
        `/api/v1/seller/group-buying/programs/${(await db().select().from(groupBuyItems).where(eq(groupBuyItems.id, itemId)))[0]?.programId}/teams`,
        {
          headers: seller.headers,
        },
      ),
    );
    expect(seller_teams.data?.[0]).toMatchObject({ status: 'filled' });
    expect(seller_teams.data?.[0]?.members).toHaveLength(3);
  });

  it('an unfilled team expires: every paid member is refunded once, stock and program units return', async () => {
    const { seller, itemId } = await w.program({ teamSize: 3, windowHours: 2 });
    const variantId = seller.variantId;
    const stockBefore = (
      await db().select().from(productVariants).where(eq(productVariants.id, variantId))
    )[0]?.stock;
    const leader = await w.seat({ itemId, teamId: null, variantId });
    const a = (await leader.place()).data as PlacedCheckout;
    await w.pay(a);
    const [team] = await db().select().from(groupBuyTeams).where(eq(groupBuyTeams.itemId, itemId));
    const member = await w.seat({ itemId, teamId: team?.id as string, variantId });
    const b = (await member.place()).data as PlacedCheckout;
    await w.pay(b);
    const orderIds = [a, b].map((p) => p.orders[0]?.id as string);

    t.advance(3 * 3_600_000);
    await runDueJobs(t.ctx, jobHandlers);
    await runDueJobs(t.ctx, jobHandlers);
    expect(await teamOf(team?.id as string)).toMatchObject({ status: 'failed' });
    for (const id of orderIds) expect(await orderOf(id)).toMatchObject({ status: 'cancelled' });
    const paidBack = await db().select().from(refunds).where(inArray(refunds.orderId, orderIds));
    expect(paidBack).toHaveLength(2);
    expect(paidBack.every((r) => r.method === 'provider' && r.status === 'succeeded')).toBe(true);
    expect(paidBack.map((r) => r.amount).sort()).toEqual([a.totalPayment, b.totalPayment].sort());

    // Run it all again, as after a restart: nothing more is refunded.
    const { expireTeam } = await import('./expire-team');
    expect(await expireTeam(t.ctx, team?.id as string)).toBe('unchanged');
    await runDueJobs(t.ctx, jobHandlers);
    expect(await db().select().from(refunds).where(inArray(refunds.orderId, orderIds))).toHaveLength(2);
    expect(
      (await db().select().from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock,
    ).toBe(stockBefore);
    expect((await db().select().from(groupBuyItems).where(eq(groupBuyItems.id, itemId)))[0]?.heldCount).toBe(
      0,
    );
    const told = await db()
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(
        and(eq(notifications.userId, member.buyer.userId), eq(notifications.kind, 'group_buying.failed')),
      );
    expect(told).toHaveLength(1);
  });

  it('refuses cash on delivery with a clear code, at quote and at placing', async () => {
    const { seller, itemId } = await w.program();
    const cod = await w.seat({ itemId, teamId: null, variantId: seller.variantId, method: 'CASH' });
    expect(cod.quote.data?.problems.map((p) => p.code)).toContain('GROUP_BUY_ONLINE_PAYMENT_ONLY');
    const placed = await cod.place();
    expect(placed.status).toBe(409);
    expect(placed.error?.code).toBe('GROUP_BUY_ONLINE_PAYMENT_ONLY');
  });

  it('releases an unpaid seat at the payment deadline, and a team whose leader never paid ends', async () => {
    const { seller, itemId } = await w.program();
    const leader = await w.seat({ itemId, teamId: null, variantId: seller.variantId });
    const placed = (await leader.place()).data as PlacedCheckout;
    const [team] = await db().select().from(groupBuyTeams).where(eq(groupBuyTeams.itemId, itemId));
    expect(team?.status).toBe('pending');
    t.advance(60 * 60_000);
    await runDueJobs(t.ctx, jobHandlers);
    expect(await orderOf(placed.orders[0]?.id as string)).toMatchObject({ status: 'cancelled' });
    expect(await teamOf(team?.id as string)).toMatchObject({ status: 'failed' });
    expect((await db().select().from(groupBuyItems).where(eq(groupBuyItems.id, itemId)))[0]?.heldCount).toBe(
      0,
    );
  });

  it('a seat paid after the team ended does not fill it: the team fails and both are refunded', async () => {
    const { seller, itemId } = await w.program({ teamSize: 2, windowHours: 1 });
    const leader = await w.seat({ itemId, teamId: null, variantId: seller.variantId });
    const a = (await leader.place()).data as PlacedCheckout;
    await w.pay(a);
    const [team] = await db().select().from(groupBuyTeams).where(eq(groupBuyTeams.itemId, itemId));
    t.advance(59 * 60_000);
    const late = await w.seat({ itemId, teamId: team?.id as string, variantId: seller.variantId });
    const b = (await late.place()).data as PlacedCheckout;
    t.advance(2 * 60_000);
    await w.pay(b);
    expect(await teamOf(team?.id as string)).toMatchObject({ status: 'open' });
    await runDueJobs(t.ctx, jobHandlers);
    expect(await teamOf(team?.id as string)).toMatchObject({ status: 'failed' });
    // The refunds are jobs the expiry scheduled: the next pass of the runner sends them.
    await runDueJobs(t.ctx, jobHandlers);
    const ids = [a, b].map((p) => p.orders[0]?.id as string);
    const back = await db().select().from(refunds).where(inArray(refunds.orderId, ids));
    expect(back.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
  });

  it("a product's page offers only the items of a program running now", async () => {
    const { seller, programId, itemId } = await w.program();
    const itemsShown = async () =>
      (
        await w.json<{ items: { itemId: string }[] }>(
          await w.call(`/api/v1/group-buying/products/${seller.productId}`),
        )
      ).data?.items.map((item) => item.itemId);
    const setProgram = (values: Partial<typeof groupBuyPrograms.$inferInsert>) =>
      db().update(groupBuyPrograms).set(values).where(eq(groupBuyPrograms.id, programId));
    expect(await itemsShown()).toEqual([itemId]);
    const now = t.ctx.now().getTime();
    await setProgram({ endedAt: new Date(now - 1_000) });
    expect(await itemsShown()).toEqual([]);
    await setProgram({ endedAt: null, startsAt: new Date(now + 3_600_000) });
    expect(await itemsShown()).toEqual([]);
    await setProgram({ startsAt: new Date(now - 7_200_000), endsAt: new Date(now - 3_600_000) });
    expect(await itemsShown()).toEqual([]);
  });
});
