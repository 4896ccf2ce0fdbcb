import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { promotionPhaseOf } from '@cho-dep/core/marketing/promotion-phase';
import type { Db } from '@cho-dep/db/client';
import type { z } from '@hono/zod-openapi';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import type { myTeamSchema, productGroupBuySchema, teamDetailSchema } from './group-buy-schemas';
import { groupBuyItems, groupBuyMembers, groupBuyPrograms, groupBuyTeams } from './group-buying.tables';
import { itemProducts, teamCards } from './team-cards';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type UrlOf = (key: string) => string;

/**
 * The product page's group buying: the running program items of the product, and its open
 * teams (soonest to end first, with a seat left), for "join a team" next to "open a team".
 */
export async function productGroupBuy(
  db: Db,
  productId: string,
  now: Date,
): Promise<z.infer<typeof productGroupBuySchema>> {
  if (!UUID.test(productId)) return { items: [], teams: [] };
  const at = sql`${now.toISOString()}::timestamptz`;
  // Every item the product ever had in one read (a product page asks on every visit, and most
  // products have none): open teams may belong to any of them, the running ones are sold now.
  const all = await db
    .select({ item: groupBuyItems, program: groupBuyPrograms })
    .from(groupBuyItems)
    .innerJoin(groupBuyPrograms, eq(groupBuyPrograms.id, groupBuyItems.programId))
    .where(eq(groupBuyItems.productId, productId))
    .orderBy(asc(groupBuyItems.teamPrice));
  const items = all.filter(({ program }) => promotionPhaseOf(program, now) === 'running');
  const productItemIds = all.map(({ item }) => item.id);
  const teams =
    productItemIds.length === 0
      ? []
      : await db
          .select()
          .from(groupBuyTeams)
          .where(
            and(
              inArray(groupBuyTeams.itemId, productItemIds),
              eq(groupBuyTeams.status, 'open'),
              gt(groupBuyTeams.endsAt, at),
            ),
          )
          .orderBy(asc(groupBuyTeams.endsAt))
          .limit(LIMITS.groupBuying.openTeamsShown * 2);
  const cards = (await teamCards(db, teams)).filter((t) => t.seatsLeft > 0);
  return {
    items: items.map(({ item, program }) => ({
      itemId: item.id,
      programId: program.id,
      variantId: item.variantId,
      teamPrice: item.teamPrice,
      maxDiscount: item.maxDiscount,
      teamSize: program.teamSize,
      windowHours: program.windowHours,
      remaining: Math.max(0, item.stock - item.heldCount),
      perOrderLimit: item.perOrderLimit,
      perUserLimit: item.perUserLimit,
      programEndsAt: (program.endedAt && program.endedAt < program.endsAt
        ? program.endedAt
        : program.endsAt
      ).toISOString(),
    })),
    teams: cards.slice(0, LIMITS.groupBuying.openTeamsShown),
  };
}

/** One team, for anyone with its link: members (name, avatar, paid), seats left, end, status. */
export async function teamDetail(
  db: Db,
  teamId: string,
  urlOf: UrlOf,
): Promise<z.infer<typeof teamDetailSchema>> {
  if (!UUID.test(teamId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select({ team: groupBuyTeams, programName: groupBuyPrograms.name })
    .from(groupBuyTeams)
    .innerJoin(groupBuyItems, eq(groupBuyItems.id, groupBuyTeams.itemId))
    .innerJoin(groupBuyPrograms, eq(groupBuyPrograms.id, groupBuyItems.programId))
    .where(eq(groupBuyTeams.id, teamId));
  if (!row) throw new AppError('NOT_FOUND');
  const [card] = await teamCards(db, [row.team]);
  const product = (await itemProducts(db, [row.team.itemId], urlOf)).get(row.team.itemId);
  if (!card || !product) throw new AppError('NOT_FOUND');
  const members = await db
    .select({
      userId: groupBuyMembers.userId,
      status: groupBuyMembers.status,
      joinedAt: groupBuyMembers.joinedAt,
      name: users.fullName,
      avatarUrl: users.avatarUrl,
    })
    .from(groupBuyMembers)
    .innerJoin(users, eq(users.id, groupBuyMembers.userId))
    .where(
      and(eq(groupBuyMembers.teamId, teamId), inArray(groupBuyMembers.status, ['held', 'paid', 'refunded'])),
    )
    .orderBy(asc(groupBuyMembers.joinedAt));
  return {
    ...card,
    programName: row.programName,
    product,
    members: members.map((m) => ({
      name: m.name,
      avatarUrl: m.avatarUrl,
      paid: m.status !== 'held',
      leader: m.userId === row.team.leaderUserId,
      joinedAt: m.joinedAt.toISOString(),
    })),
  };
}

/** The buyer's teams, newest first, with their own seat. */
export async function myTeams(db: Db, userId: string, urlOf: UrlOf): Promise<z.infer<typeof myTeamSchema>[]> {
  const rows = await db
    .select({ team: groupBuyTeams, seat: groupBuyMembers })
    .from(groupBuyMembers)
    .innerJoin(groupBuyTeams, eq(groupBuyTeams.id, groupBuyMembers.teamId))
    .where(eq(groupBuyMembers.userId, userId))
    .orderBy(desc(groupBuyMembers.joinedAt))
    .limit(100);
  const cards = await teamCards(
    db,
    rows.map((r) => r.team),
  );
  const productOf = await itemProducts(db, [...new Set(rows.map((r) => r.team.itemId))], urlOf);
  return rows.flatMap((r, i) => {
    const card = cards[i];
    const product = productOf.get(r.team.itemId);
    if (!card || !product) return [];
    return [
      {
        ...card,
        product,
        seat: {
          status: r.seat.status,
          orderId: r.seat.orderId,
          checkoutId: r.seat.checkoutId,
          quantity: r.seat.quantity,
        },
      },
    ];
  });
}
