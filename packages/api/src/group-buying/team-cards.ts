import { seatsLeft } from '@cho-dep/core/group-buying/team-rules';
import type { Db } from '@cho-dep/db/client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { imageUrl } from '../products/catalog/catalog-media';
import { products, productVariants } from '../products/catalog/products.tables';
import { groupBuyItems, groupBuyMembers, type groupBuyTeams } from './group-buying.tables';

type TeamRow = typeof groupBuyTeams.$inferSelect;

/** Teams as cards: seats left, paid count, the leader's name and avatar. */
export async function teamCards(db: Db, teams: readonly TeamRow[]) {
  if (teams.length === 0) return [];
  const ids = teams.map((t) => t.id);
  const [seats, leaders] = await Promise.all([
    db
      .select({
        teamId: groupBuyMembers.teamId,
        active: sql<number>`count(*) filter (where ${groupBuyMembers.status} in ('held', 'paid'))::int`,
        paid: sql<number>`count(*) filter (where ${groupBuyMembers.status} in ('paid', 'refunded'))::int`,
      })
      .from(groupBuyMembers)
      .where(inArray(groupBuyMembers.teamId, ids))
      .groupBy(groupBuyMembers.teamId),
    db
      .select({ id: users.id, name: users.fullName, avatarUrl: users.avatarUrl })
      .from(users)
      .where(inArray(users.id, [...new Set(teams.map((t) => t.leaderUserId))])),
  ]);
  const seatsOf = new Map(seats.map((s) => [s.teamId, s]));
  const leaderOf = new Map(leaders.map((l) => [l.id, l]));
  return teams.map((team) => {
    const counted = seatsOf.get(team.id);
    const leader = leaderOf.get(team.leaderUserId);
    return {
      id: team.id,
      itemId: team.itemId,
      status: team.status,
      size: team.size,
      seatsLeft:
        team.status === 'filled' || team.status === 'failed' ? 0 : seatsLeft(team.size, counted?.active ?? 0),
      paidCount: counted?.paid ?? 0,
      endsAt: team.endsAt.toISOString(),
      leader: { name: leader?.name ?? '', avatarUrl: leader?.avatarUrl ?? null },
    };
  });
}

/** What an item sells: its product (and variant), first picture, team and regular price. */
export async function itemProducts(db: Db, itemIds: readonly string[], urlOf: (key: string) => string) {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({
      itemId: groupBuyItems.id,
      productId: groupBuyItems.productId,
      variantId: groupBuyItems.variantId,
      name: products.name,
      imageKey: sql<
        string | null
      >`(select image_key from product_images pi where pi.product_id = ${products.id} order by pi.position limit 1)`,
      teamPrice: groupBuyItems.teamPrice,
      productPrice: products.effectivePrice,
      variantPrice: sql<number | null>`coalesce(${productVariants.salePrice}, ${productVariants.price})`,
    })
    .from(groupBuyItems)
    .innerJoin(products, eq(products.id, groupBuyItems.productId))
    .leftJoin(productVariants, and(eq(productVariants.id, groupBuyItems.variantId)))
    .where(inArray(groupBuyItems.id, [...itemIds]));
  return new Map(
    rows.map((r) => [
      r.itemId,
      {
        productId: r.productId,
        variantId: r.variantId,
        name: r.name,
        // The 400 px picture: the stored key names the original, which no page serves as is.
        imageUrl: imageUrl(urlOf, r.imageKey, 400),
        teamPrice: r.teamPrice,
        originalPrice: Number(r.variantPrice ?? r.productPrice),
      },
    ]),
  );
}
