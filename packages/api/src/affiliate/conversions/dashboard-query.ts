import { LIMITS } from '@cho-dep/core/constants/limits';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../app/app-context';
import { affiliateClicks, affiliateCommissions, affiliateConversions } from '../affiliate.tables';
import type { Dashboard } from './conversion-schemas';

const DAY_MS = 86_400_000;
const VN_OFFSET_MS = 7 * 3_600_000;
/** A timestamp's day in Vietnam (UTC+7, no daylight saving), as SQL. */
const vnDay = (column: unknown) => sql<string>`to_char(${column} + interval '7 hours', 'YYYY-MM-DD')`;

/**
 * The KOL's overview for the last LIMITS.affiliate.chartDays days (Vietnamese days, today
 * included): clicks, orders that counted, the conversion rate, commission pending, approved and
 * cancelled, and the same by day for the chart (pending by the day the order came, approved by
 * the day it was approved).
 */
export async function kolDashboard(ctx: AppContext, kolUserId: string): Promise<Dashboard> {
  const db = ctx.database.db;
  const days = LIMITS.affiliate.chartDays;
  const todayStart = Math.floor((ctx.now().getTime() + VN_OFFSET_MS) / DAY_MS) * DAY_MS - VN_OFFSET_MS;
  const from = new Date(todayStart - (days - 1) * DAY_MS);
  const [clicks, orders, pending, approved, totals] = await Promise.all([
    db
      .select({ day: vnDay(affiliateClicks.clickedAt), n: count() })
      .from(affiliateClicks)
      .where(and(eq(affiliateClicks.kolUserId, kolUserId), gte(affiliateClicks.clickedAt, from)))
      .groupBy(sql`1`),
    db
      .select({ day: vnDay(affiliateConversions.createdAt), n: count() })
      .from(affiliateConversions)
      .where(
        and(
          eq(affiliateConversions.kolUserId, kolUserId),
          eq(affiliateConversions.counted, 'yes'),
          gte(affiliateConversions.createdAt, from),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        day: vnDay(affiliateCommissions.createdAt),
        amount: sql<string>`sum(${affiliateCommissions.amount})`,
      })
      .from(affiliateCommissions)
      .where(
        and(
          eq(affiliateCommissions.kolUserId, kolUserId),
          eq(affiliateCommissions.status, 'pending'),
          gte(affiliateCommissions.createdAt, from),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        day: vnDay(affiliateCommissions.approvedAt),
        amount: sql<string>`sum(${affiliateCommissions.amount})`,
      })
      .from(affiliateCommissions)
      .where(
        and(
          eq(affiliateCommissions.kolUserId, kolUserId),
          eq(affiliateCommissions.status, 'approved'),
          gte(affiliateCommissions.approvedAt, from),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        status: affiliateCommissions.status,
        amount: sql<string>`sum(${affiliateCommissions.amount})`,
      })
      .from(affiliateCommissions)
      .innerJoin(affiliateConversions, eq(affiliateConversions.id, affiliateCommissions.conversionId))
      .where(and(eq(affiliateCommissions.kolUserId, kolUserId), gte(affiliateConversions.createdAt, from)))
      .groupBy(affiliateCommissions.status),
  ]);
  const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));
  const [c, o, p, a] = [byDay(clicks), byDay(orders), byDay(pending), byDay(approved)];
  const chart = Array.from({ length: days }, (_, i) => {
    const day = new Date(from.getTime() + VN_OFFSET_MS + i * DAY_MS).toISOString().slice(0, 10);
    return {
      day,
      clicks: c.get(day)?.n ?? 0,
      orders: o.get(day)?.n ?? 0,
      pending: Number(p.get(day)?.amount ?? 0),
      approved: Number(a.get(day)?.amount ?? 0),
    };
  });
  const sumOf = (status: string) => Number(totals.find((t) => t.status === status)?.amount ?? 0);
  const clickTotal = chart.reduce((s, d) => s + d.clicks, 0);
  const orderTotal = chart.reduce((s, d) => s + d.orders, 0);
  return {
    from: chart[0]?.day ?? '',
    to: chart[chart.length - 1]?.day ?? '',
    clicks: clickTotal,
    orders: orderTotal,
    conversionRate: clickTotal === 0 ? 0 : Math.round((orderTotal / clickTotal) * 1000) / 10,
    pending: sumOf('pending'),
    approved: sumOf('approved'),
    cancelled: sumOf('cancelled'),
    days: chart,
  };
}
