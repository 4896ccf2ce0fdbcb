import { and, count, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { orders } from './orders.tables';

/**
 * How many of a buyer's orders are still on their way (placed and neither delivered nor
 * cancelled): the account-deletion notice words itself differently when there are some
 * (product.md §4).
 */
export async function countOrdersInTransit(ctx: AppContext, userId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [
          'pending',
          'awaiting_confirmation',
          'awaiting_pickup',
          'shipping',
          'cancellation_pending',
        ]),
      ),
    );
  return row?.n ?? 0;
}
