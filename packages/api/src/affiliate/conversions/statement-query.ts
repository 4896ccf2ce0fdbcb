import { type Statement, statementFor, vietnamMonthOf } from '@cho-dep/core/affiliate/statement';
import { and, eq, gte } from 'drizzle-orm';
import type { AppContext } from '../../app/app-context';
import { affiliateCommissions } from '../affiliate.tables';

const MONTHS = 12;

/**
 * The KOL's monthly statements for the last twelve months, newest first: the commissions
 * approved in each Vietnamese month, paid together, with the personal income tax withheld
 * (core statementFor). Months without an approved commission are left out.
 */
export async function kolStatements(ctx: AppContext, kolUserId: string): Promise<Statement[]> {
  const now = ctx.now();
  const since = new Date(now.getTime() - (MONTHS + 1) * 31 * 86_400_000);
  const rows = await ctx.database.db
    .select({ amount: affiliateCommissions.amount, approvedAt: affiliateCommissions.approvedAt })
    .from(affiliateCommissions)
    .where(
      and(
        eq(affiliateCommissions.kolUserId, kolUserId),
        eq(affiliateCommissions.status, 'approved'),
        gte(affiliateCommissions.approvedAt, since),
      ),
    );
  const byMonth = new Map<string, number[]>();
  for (const r of rows) {
    if (!r.approvedAt) continue;
    const month = vietnamMonthOf(r.approvedAt);
    byMonth.set(month, [...(byMonth.get(month) ?? []), r.amount]);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .slice(0, MONTHS)
    .map(([month, amounts]) => statementFor(month, amounts));
}
