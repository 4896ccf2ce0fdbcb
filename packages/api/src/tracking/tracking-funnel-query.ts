import { AppError } from '@cho-dep/core/errors/app-error';
import { vietnamDay } from '@cho-dep/core/settlement/fee-rules';
import type { FunnelRow } from '@cho-dep/core/tracking/tracking-funnel';
import type { Db } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';

/**
 * Sessions of the days `from`..`to` (Vietnam days, inclusive) counted per day, language, area
 * and os: how many viewed a product, added to cart, checked out and ordered. Only the days'
 * partitions are read. A session ordered when its status says so or an OrderSuccess event
 * arrived, whichever copy carried it.
 */
export async function funnelRows(db: Db, from: string, to: string): Promise<FunnelRow[]> {
  const rows = await queryRows<{
    day: string;
    language: string;
    area: string;
    os_version: string | null;
    sessions: number;
    view: number;
    cart: number;
    checkout: number;
    order: number;
  }>(
    db,
    sql`
      with steps as (
        select e.day, e.session_id,
          bool_or(e.type = 'ViewProduct') as view,
          bool_or(e.type = 'AddToCart') as cart,
          bool_or(e.type = 'Checkout') as checkout,
          bool_or(e.type = 'OrderSuccess') as ordered
        from tracking_events e
        where e.day between ${from}::date and ${to}::date
          and e.type in ('ViewProduct', 'AddToCart', 'Checkout', 'OrderSuccess')
        group by e.day, e.session_id
      )
      select to_char(s.day, 'YYYY-MM-DD') as day, s.language, s.area, s.os_version,
        count(*)::int as sessions,
        count(*) filter (where st.view)::int as view,
        count(*) filter (where st.cart)::int as cart,
        count(*) filter (where st.checkout)::int as checkout,
        count(*) filter (where st.ordered or s.conversion_status = 'order_success')::int as "order"
      from tracking_sessions s
      left join steps st on st.day = s.day and st.session_id = s.session_id
      where s.day between ${from}::date and ${to}::date
      group by s.day, s.language, s.area, s.os_version`,
  );
  return rows.map((r) => ({
    day: r.day,
    language: r.language,
    area: r.area,
    osVersion: r.os_version,
    sessions: Number(r.sessions),
    view: Number(r.view),
    cart: Number(r.cart),
    checkout: Number(r.checkout),
    order: Number(r.order),
  }));
}

const DAY_MS = 86_400_000;
export const FUNNEL_RANGE_DAYS_MAX = 92;

/** The range asked, or the last 14 days up to today; refused when backwards or too long. */
export function funnelRange(now: Date, from?: string, to?: string): { from: string; to: string } {
  const end = to ?? vietnamDay(now);
  const start = from ?? vietnamDay(new Date(Date.parse(`${end}T00:00:00Z`) - 13 * DAY_MS));
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS;
  if (days < 0 || days >= FUNNEL_RANGE_DAYS_MAX) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'from', message: 'validation.tracking.range' }],
    });
  }
  return { from: start, to: end };
}
