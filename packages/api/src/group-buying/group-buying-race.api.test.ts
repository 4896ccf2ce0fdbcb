import { AppError } from '@cho-dep/core/errors/app-error';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { PlacedCheckout } from '../checkout/checkout-answer-schemas';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { groupBuyItems, groupBuyMembers, groupBuyTeams } from './group-buying.tables';
import { holdTeamSeat } from './hold-team-seat';
import { type GroupBuyWorld, groupBuyWorld } from './testing/group-buy-world';

/**
 * The last seat of a team, on PostgreSQL (parallel connections): 20 buyers place a seat at
 * once, each buying a different variant of the product; exactly one gets the seat, the others
 * are refused before paying. Through the API the checkout's own update of the product's
 * roll-up row also lines them up, so the second test races the seat hold alone (20
 * transactions, each with an order already placed): there the team's row lock is the only
 * guard, and the test fails without it.
 */
describe('group buying under concurrency', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let w: GroupBuyWorld;

  beforeAll(async () => {
    t = await createRaceTestApp();
    await prepareCheckoutData(t.ctx);
    w = groupBuyWorld(t);
  });
  afterAll(() => t.close());

  raceIt(
    '20 buyers racing for the last seat of a team: exactly one joins',
    async () => {
      const variants = Array.from({ length: 22 }, (_, i) => ({
        colour: `Màu ${i}`,
        size: 'M',
        stock: 5,
        price: 200_000,
      }));
      const { seller, itemId } = await w.program({ teamSize: 3, variants, stock: 100 });
      const db = t.ctx.database.db;
      const [first, second, ...rest] = seller.variantIds;
      const leader = await w.seat({ itemId, teamId: null, variantId: first as string });
      await w.pay((await leader.place()).data as PlacedCheckout);
      const [team] = await db.select().from(groupBuyTeams).where(eq(groupBuyTeams.itemId, itemId));
      const teamId = team?.id as string;
      const second_ = await w.seat({ itemId, teamId, variantId: second as string });
      await w.pay((await second_.place()).data as PlacedCheckout);

      const racers = await Promise.all(
        rest.slice(0, 20).map((variantId) => w.seat({ itemId, teamId, variantId: variantId as string })),
      );
      expect(racers.every((r) => r.quote.data?.problems.length === 0)).toBe(true);
      const outcomes = await Promise.all(racers.map((r) => r.place()));
      const joined = outcomes.filter((o) => o.status === 200);
      expect(joined).toHaveLength(1);
      expect(new Set(outcomes.filter((o) => o.status !== 200).map((o) => o.error?.code))).toEqual(
        new Set(['GROUP_BUY_TEAM_FULL']),
      );
      const seats = await db
        .select()
        .from(groupBuyMembers)
        .where(and(eq(groupBuyMembers.teamId, teamId), inArray(groupBuyMembers.status, ['held', 'paid'])));
      expect(seats).toHaveLength(3);
      const [item] = await db.select().from(groupBuyItems).where(eq(groupBuyItems.id, itemId));
      expect(item?.heldCount).toBe(3);

      await w.pay(joined[0]?.data as PlacedCheckout);
      expect((await db.select().from(groupBuyTeams).where(eq(groupBuyTeams.id, teamId)))[0]?.status).toBe(
        'filled',
      );
    },
    60_000,
  );

  raceIt(
    '20 seat holds racing in parallel transactions: the team row lock lets exactly one in',
    async () => {
      const variants = Array.from({ length: 22 }, (_, i) => ({
        colour: `Sắc ${i}`,
        size: 'L',
        stock: 5,
        price: 180_000,
      }));
      const { seller, itemId } = await w.program({ teamSize: 3, variants, stock: 100 });
      const db = t.ctx.database.db;
      const [first, second, ...rest] = seller.variantIds;
      for (const variantId of [first, second]) {
        const [team] = await db.select().from(groupBuyTeams).where(eq(groupBuyTeams.itemId, itemId));
        const seat = await w.seat({ itemId, teamId: team?.id ?? null, variantId: variantId as string });
        await w.pay((await seat.place()).data as PlacedCheckout);
      }
      const [team] = await db.select().from(groupBuyTeams).where(eq(groupBuyTeams.itemId, itemId));
      // Twenty buyers with an ordinary online order each, to seat in the race.
      const placed = [];
      for (const variantId of rest.slice(0, 20)) {
        const buyer = await w.plainOrder(variantId as string);
        placed.push(buyer);
      }
      const outcomes = await Promise.all(
        placed.map((p) =>
          db
            .transaction((tx) =>
              holdTeamSeat(tx, {
                choice: { itemId, teamId: team?.id as string },
                userId: p.userId,
                checkoutId: p.checkoutId,
                orderId: p.orderId,
                quantity: 1,
                now: t.ctx.now(),
              }),
            )
            .then(
              () => 'held',
              (error: unknown) => (error instanceof AppError ? error.code : String(error)),
            ),
        ),
      );
      expect(outcomes.filter((o) => o === 'held')).toHaveLength(1);
      expect(new Set(outcomes.filter((o) => o !== 'held'))).toEqual(new Set(['GROUP_BUY_TEAM_FULL']));
      const seats = await db
        .select()
        .from(groupBuyMembers)
        .where(
          and(
            eq(groupBuyMembers.teamId, team?.id as string),
            inArray(groupBuyMembers.status, ['held', 'paid']),
          ),
        );
      expect(seats).toHaveLength(3);
    },
    60_000,
  );
});
