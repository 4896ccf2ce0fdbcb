import type { Tx } from '@cho-dep/db/client';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { notify } from '../notifications/notify';
import { orders } from '../orders/orders.tables';
import { products } from '../products/catalog/products.tables';
import { groupBuyItems, groupBuyTeams } from './group-buying.tables';

interface Seat {
  userId: string;
  orderId: string;
}

async function productNameOfTeam(tx: Tx, teamId: string): Promise<string> {
  const [row] = await tx
    .select({ name: products.name })
    .from(groupBuyTeams)
    .innerJoin(groupBuyItems, eq(groupBuyItems.id, groupBuyTeams.itemId))
    .innerJoin(products, eq(products.id, groupBuyItems.productId))
    .where(eq(groupBuyTeams.id, teamId));
  return row?.name ?? '';
}

/** Someone paid their seat: the members already in hear it (in app, push, e-mail). */
export async function noticeJoined(
  tx: Tx,
  teamId: string,
  joiner: Seat,
  others: readonly Seat[],
  seats: number,
  now: Date,
): Promise<void> {
  if (others.length === 0) return;
  const [who] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, joiner.userId));
  const product = await productNameOfTeam(tx, teamId);
  await notify(
    tx,
    others.map((m) => ({
      userId: m.userId,
      kind: 'group_buying.joined',
      params: { name: who?.name ?? '', product, count: seats },
      targetType: 'group_buy_team' as const,
      targetId: teamId,
    })),
    now,
  );
}

/** The team filled: every member hears their order went to the seller. */
export async function noticeFilled(tx: Tx, teamId: string, members: readonly Seat[], now: Date) {
  const product = await productNameOfTeam(tx, teamId);
  await notify(
    tx,
    members.map((m) => ({
      userId: m.userId,
      kind: 'group_buying.filled',
      params: { product },
      targetType: 'group_buy_team' as const,
      targetId: teamId,
    })),
    now,
  );
}

/** The team failed: every paying member hears the refund of their order's total is on its way. */
export async function noticeFailed(tx: Tx, teamId: string, members: readonly Seat[], now: Date) {
  if (members.length === 0) return;
  const product = await productNameOfTeam(tx, teamId);
  const totals = await tx
    .select({ id: orders.id, total: orders.total })
    .from(orders)
    .where(
      inArray(
        orders.id,
        members.map((m) => m.orderId),
      ),
    );
  const totalOf = new Map(totals.map((o) => [o.id, o.total]));
  await notify(
    tx,
    members.map((m) => ({
      userId: m.userId,
      kind: 'group_buying.failed',
      params: { product, amount: totalOf.get(m.orderId) ?? 0 },
      targetType: 'group_buy_team' as const,
      targetId: teamId,
    })),
    now,
  );
}
