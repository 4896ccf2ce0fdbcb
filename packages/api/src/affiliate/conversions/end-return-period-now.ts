import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app/app-context';
import { runJobsAt } from '../../jobs/job-runner';
import { affiliateCommissions, affiliateConversions } from '../affiliate.tables';
import { AFFILIATE_APPROVAL_JOB } from './settle-order';

/**
 * Browser tests only (the test clock): one order's return period ends now, so its commission's
 * approval jobs run at once, the rest of the server keeping the real time. Answers how many jobs
 * were brought forward (none when the order is not completed, or not a conversion).
 */
export async function endReturnPeriodNow(ctx: AppContext, orderId: string, now: Date): Promise<number> {
  const lines = await ctx.database.db
    .select({ id: affiliateCommissions.id })
    .from(affiliateCommissions)
    .innerJoin(affiliateConversions, eq(affiliateConversions.id, affiliateCommissions.conversionId))
    .where(eq(affiliateConversions.orderId, orderId));
  return runJobsAt(
    ctx.database.db,
    lines.map((l) => `${AFFILIATE_APPROVAL_JOB}:${l.id}`),
    now,
  );
}
