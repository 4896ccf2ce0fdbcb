import { AppError } from '@cho-dep/core/errors/app-error';
import { promotionPhaseOf } from '@cho-dep/core/marketing/promotion-phase';
import type { Db } from '@cho-dep/db/client';
import type { z } from '@hono/zod-openapi';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { products } from '../products/catalog/products.tables';
import type { sellerGroupBuyProgramSchema, sellerTeamSchema } from './group-buy-schemas';
import { groupBuyItems, groupBuyMembers, groupBuyPrograms, groupBuyTeams } from './group-buying.tables';
import { teamCards } from './team-cards';

type ProgramView = z.infer<typeof sellerGroupBuyProgramSchema>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The shop's programs (newest first), each with its items and its teams counted by status. */
export async function listSellerGroupBuyPrograms(
  db: Db,
  shopId: string,
  now: Date,
  ids?: readonly string[],
): Promise<ProgramView[]> {
  const programs = await db
    .select()
    .from(groupBuyPrograms)
    .where(and(eq(groupBuyPrograms.shopId, shopId), ids ? inArray(groupBuyPrograms.id, [...ids]) : undefined))
    .orderBy(desc(groupBuyPrograms.createdAt))
    .limit(200);
  if (programs.length === 0) return [];
  const programIds = programs.map((p) => p.id);
  const [items, counts] = await Promise.all([
    db
      .select({ item: groupBuyItems, productName: products.name })
      .from(groupBuyItems)
      .innerJoin(products, eq(products.id, groupBuyItems.productId))
      .where(inArray(groupBuyItems.programId, programIds))
      .orderBy(asc(groupBuyItems.position)),
    db
      .select({
        programId: groupBuyItems.programId,
        status: groupBuyTeams.status,
        n: sql<number>`count(*)::int`,
      })
      .from(groupBuyTeams)
      .innerJoin(groupBuyItems, eq(groupBuyItems.id, groupBuyTeams.itemId))
      .where(inArray(groupBuyItems.programId, programIds))
      .groupBy(groupBuyItems.programId, groupBuyTeams.status),
  ]);
  return programs.map((p) => {
    const teams = { pending: 0, open: 0, filled: 0, failed: 0 };
    for (const c of counts) if (c.programId === p.id) teams[c.status] = c.n;
    return {
      id: p.id,
      name: p.name,
      kind: p.kind,
      phase: promotionPhaseOf(p, now),
      teamSize: p.teamSize,
      windowHours: p.windowHours,
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt.toISOString(),
      endedAt: p.endedAt?.toISOString() ?? null,
      teams,
      items: items
        .filter((i) => i.item.programId === p.id)
        .map(({ item, productName }) => ({
          id: item.id,
          productId: item.productId,
          variantId: item.variantId,
          productName,
          teamPrice: item.teamPrice,
          maxDiscount: item.maxDiscount,
          stock: item.stock,
          heldCount: item.heldCount,
          perOrderLimit: item.perOrderLimit,
          perUserLimit: item.perUserLimit,
        })),
    };
  });
}

export async function loadSellerGroupBuyProgram(db: Db, shopId: string, id: string, now: Date) {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND');
  const [program] = await listSellerGroupBuyPrograms(db, shopId, now, [id]);
  if (!program) throw new AppError('NOT_FOUND');
  return program;
}

/** A program's teams, newest first, with every seat (who, status, order). */
export async function sellerProgramTeams(
  db: Db,
  shopId: string,
  programId: string,
): Promise<z.infer<typeof sellerTeamSchema>[]> {
  if (!UUID.test(programId)) throw new AppError('NOT_FOUND');
  const [program] = await db
    .select({ id: groupBuyPrograms.id })
    .from(groupBuyPrograms)
    .where(and(eq(groupBuyPrograms.id, programId), eq(groupBuyPrograms.shopId, shopId)));
  if (!program) throw new AppError('NOT_FOUND');
  const teams = await db
    .select({ team: groupBuyTeams })
    .from(groupBuyTeams)
    .innerJoin(groupBuyItems, eq(groupBuyItems.id, groupBuyTeams.itemId))
    .where(eq(groupBuyItems.programId, programId))
    .orderBy(desc(groupBuyTeams.createdAt))
    .limit(500);
  const cards = await teamCards(
    db,
    teams.map((t) => t.team),
  );
  const members =
    cards.length === 0
      ? []
      : await db
          .select({
            teamId: groupBuyMembers.teamId,
            status: groupBuyMembers.status,
            orderId: groupBuyMembers.orderId,
            quantity: groupBuyMembers.quantity,
            name: users.fullName,
            avatarUrl: users.avatarUrl,
          })
          .from(groupBuyMembers)
          .innerJoin(users, eq(users.id, groupBuyMembers.userId))
          .where(
            inArray(
              groupBuyMembers.teamId,
              cards.map((c) => c.id),
            ),
          )
          .orderBy(asc(groupBuyMembers.joinedAt));
  return cards.map((card) => ({
    ...card,
    members: members.filter((m) => m.teamId === card.id).map(({ teamId: _t, ...m }) => m),
  }));
}
