import type { Db } from '@cho-dep/db/client';
import { and, gt, isNull, min } from 'drizzle-orm';
import { promotions } from '../promotions/promotions.tables';

/**
 * The next moment a program (a flash sale, a shop's program) starts or ends: the prices the
 * shop window shows change then with no write to drop the pages, so no kept page may outlive
 * it. Two indexed reads per page rendered for the cache, none per page served from it.
 */
export async function nextProgramChange(db: Db, now: Date): Promise<Date | null> {
  const live = isNull(promotions.endedAt);
  const [[starts], [ends]] = await Promise.all([
    db
      .select({ at: min(promotions.startsAt) })
      .from(promotions)
      .where(and(live, gt(promotions.startsAt, now))),
    db
      .select({ at: min(promotions.endsAt) })
      .from(promotions)
      .where(and(live, gt(promotions.endsAt, now))),
  ]);
  const moments = [starts?.at, ends?.at].flatMap((at) => (at ? [new Date(at).getTime()] : []));
  return moments.length > 0 ? new Date(Math.min(...moments)) : null;
}
