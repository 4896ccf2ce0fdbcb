import type { FraudFacts } from '@cho-dep/core/affiliate/fraud-checks';
import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Tx } from '@cho-dep/db/client';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { sessions } from '../../accounts/users.tables';
import { affiliateCommissions, affiliateConversions } from '../affiliate.tables';

const A = LIMITS.affiliate;
const DAY_MS = 86_400_000;

/** What the anti-fraud rules look at for a new conversion (core/affiliate/fraud-checks.ts). */
export async function fraudFactsFor(
  tx: Tx,
  a: { kolUserId: string; buyerDeviceId: string | null; now: Date },
): Promise<FraudFacts> {
  const dayAgo = new Date(a.now.getTime() - DAY_MS);
  const monthAgo = new Date(a.now.getTime() - 30 * DAY_MS);
  const device = a.buyerDeviceId;
  const [kolDevice, sameDevice, recent] = await Promise.all([
    device
      ? tx
          .select({ n: count() })
          .from(sessions)
          .where(and(eq(sessions.userId, a.kolUserId), eq(sessions.deviceId, device)))
      : Promise.resolve([{ n: 0 }]),
    device
      ? tx
          .select({ n: count() })
          .from(affiliateConversions)
          .where(
            and(
              eq(affiliateConversions.kolUserId, a.kolUserId),
              eq(affiliateConversions.buyerDeviceId, device),
              eq(affiliateConversions.counted, 'yes'),
              gt(affiliateConversions.createdAt, dayAgo),
            ),
          )
      : Promise.resolve([{ n: 0 }]),
    tx
      .select({
        ended: sql<number>`count(distinct ${affiliateConversions.id})::int`,
        instant: sql<number>`count(distinct ${affiliateConversions.id}) filter (where ${affiliateCommissions.cancelReason} in ('order_cancelled', 'refunded') and ${affiliateCommissions.cancelledAt} - ${affiliateConversions.createdAt} <= make_interval(hours => ${A.instantRefundHours}))::int`,
      })
      .from(affiliateConversions)
      .innerJoin(affiliateCommissions, eq(affiliateCommissions.conversionId, affiliateConversions.id))
      .where(
        and(
          eq(affiliateConversions.kolUserId, a.kolUserId),
          eq(affiliateConversions.counted, 'yes'),
          inArray(affiliateConversions.status, ['approved', 'cancelled']),
          gt(affiliateConversions.createdAt, monthAgo),
        ),
      ),
  ]);
  return {
    buyerDeviceIsKols: (kolDevice[0]?.n ?? 0) > 0,
    sameDeviceOrdersToday: sameDevice[0]?.n ?? 0,
    recentEnded: Number(recent[0]?.ended ?? 0),
    recentInstantRefunds: Number(recent[0]?.instant ?? 0),
  };
}
