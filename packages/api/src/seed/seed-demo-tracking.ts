import type { TrackingEventType } from '@cho-dep/core/tracking/tracking-event-types';
import type { TrackingSession } from '@cho-dep/core/tracking/tracking-session-schema';
import { queryRows } from '@cho-dep/db/rows';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { ingestTrackingSessions } from '../tracking/tracking-ingest';

const DAY_MS = 86_400_000;
const DEMO_DEVICE_PREFIX = 'web-demo';

/** A small seeded generator: the same demo sessions on every fresh database. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(random: () => number, weighted: ReadonlyArray<readonly [T, number]>): T {
  let roll = random() * weighted.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return weighted[weighted.length - 1]?.[0] as T;
}

const LANGUAGES = [
  ['vi', 76],
  ['ko', 14],
  ['en', 10],
] as const;
const OS_VERSIONS = [
  ['Android 14', 30],
  ['Android 13', 15],
  ['iOS 17.5', 22],
  ['iOS 18.1', 13],
  ['Windows', 12],
  ['macOS 10.15', 8],
] as const;

/**
 * About 400 browsing sessions over the last 14 days, so the admin's shopping-behaviour funnel
 * is alive on a fresh start: most view products, about a third of those add to cart, half of
 * those check out and most of those order, in Vietnamese, Korean and English, on phones and
 * computers. Once per database (the demo devices' first session), after the demo catalogue.
 */
export async function seedDemoTrackingOnce(ctx: AppContext): Promise<boolean> {
  const db = ctx.database.db;
  const [seeded] = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from tracking_sessions where device_id like ${`${DEMO_DEVICE_PREFIX}%`} limit 1`,
  );
  if (seeded) return false;
  const listed = await queryRows<{ id: string }>(
    db,
    sql`select id from products where status = 'approved' order by created_at, id limit 12`,
  );
  const productIds = listed.length > 0 ? listed.map((p) => p.id) : ['demo-product'];
  const random = generator(20_261_129);
  const now = ctx.now().getTime();
  const sessions: TrackingSession[] = [];
  for (let n = 0; n < 400; n += 1) {
    const daysAgo = Math.floor(random() * 14);
    // Between 07:00 and 23:00 in Vietnam, never in the future.
    const startMs = Math.min(
      now - 60_000,
      Math.floor(now / DAY_MS) * DAY_MS - daysAgo * DAY_MS + random() * 16 * 3_600_000,
    );
    const started = Math.floor(startMs / 1000);
    const language = pick(random, LANGUAGES);
    const events: Array<{ type: TrackingEventType; object?: string }> = [
      { type: 'AppOpen' },
      { type: 'ViewHome' },
    ];
    if (random() < 0.4) events.push({ type: 'Search' });
    if (random() < 0.3) events.push({ type: 'ViewCategory' });
    const product = productIds[Math.floor(random() * productIds.length)];
    let ordered = false;
    if (random() < 0.72) {
      events.push({ type: 'ViewProduct', object: product });
      if (random() < 0.36) {
        events.push({ type: 'AddToCart', object: product });
        if (random() < 0.2) events.push({ type: 'ApplyVoucher' });
        if (random() < 0.55) {
          events.push({ type: 'Checkout' });
          if (random() < 0.72) {
            events.push({ type: 'OrderSuccess' });
            ordered = true;
          }
        }
      }
    }
    if (!ordered && random() < 0.15) events.push({ type: 'ViewShop' });
    sessions.push({
      session_id: `demo-${n.toString(36)}-${started.toString(36)}`,
      user_id: null,
      started_at: started,
      ended_at: started + events.length * 40,
      os_version: pick(random, OS_VERSIONS),
      device_id: `${DEMO_DEVICE_PREFIX}${(n % 170).toString(36)}`,
      app_version: 'web',
      area: language === 'ko' ? 'KO' : 'VN',
      language,
      conversion_status: ordered ? 'order_success' : 'in_progress',
      events: events.map((e, i) => ({
        event_id: `e${i}`,
        type: e.type,
        timestamp: started + i * 40,
        object_id: e.object ?? null,
        metadata: null,
      })),
    });
  }
  for (let i = 0; i < sessions.length; i += 50) {
    await ingestTrackingSessions(db, sessions.slice(i, i + 50), null);
  }
  return true;
}
