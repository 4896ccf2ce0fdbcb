import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { livePins } from './live.tables';
import { markLiveStarted } from './live-ingest-auth';
import { liveWorld, SELLER_LIVES } from './live-test-world';

/**
 * Changes of a live race when the publisher reconnects while the seller pins, or a seller
 * double-clicks: every change takes the live's row lock first (live-transitions.ts lockLive).
 */
describe('live changes racing each other', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;

  beforeAll(async () => {
    t = await createRaceTestApp();
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  raceIt('the live starts once however many start calls race: each follower is told once', async () => {
    const w = await liveWorld(t);
    const fans = await Promise.all([w.follower(), w.follower(), w.follower()]);
    const { live } = await w.schedule();
    await Promise.all(Array.from({ length: 8 }, () => markLiveStarted(t.ctx, live.id)));
    for (const fan of fans) expect(await w.notificationsOf(fan.userId, 'live.started')).toHaveLength(1);
  });

  raceIt('pins racing leave exactly one pin up, every pin kept as a chapter', async () => {
    const w = await liveWorld(t);
    const { live } = await w.schedule();
    await markLiveStarted(t.ctx, live.id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        w.call(w.seller.headers, 'PUT', `${SELLER_LIVES}/${live.id}/pin`, {
          kind: 'product',
          productId: w.seller.productId,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const current = await t.ctx.database.db
      .select()
      .from(livePins)
      .where(and(eq(livePins.liveId, live.id), isNull(livePins.unpinnedAt)));
    expect(current).toHaveLength(1);
    const all = await t.ctx.database.db.select().from(livePins).where(eq(livePins.liveId, live.id));
    expect(all).toHaveLength(8);
  });
});
