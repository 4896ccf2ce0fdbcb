import { Hono } from 'hono';
import { z } from 'zod';
import { endReturnPeriodNow } from '../affiliate/conversions/end-return-period-now';
import type { AppContext } from '../app/app-context';
import { endTeamNow } from '../group-buying/end-team-now';
import { devToolCallersOnly } from '../http/dev-tools-access';
import { setTestClockOffset, testClockNow } from './test-clock';

const body = z.object({
  /** How far ahead of the real time the server's clock runs; 0 puts it back. At most 30 days. */
  offsetMs: z
    .number()
    .int()
    .min(0)
    .max(30 * 86_400_000),
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Time controls for browser tests (TEST_CLOCK=on only; see test-clock.ts):
 * - PUT /dev/clock {offsetMs} moves the whole server's clock. Everything written meanwhile is
 *   dated in that future, so later journeys on the same server see it first in their lists.
 * - POST /dev/clock/group-buying/teams/{teamId}/end: one team's time runs out now (its end and
 *   its expiry job brought to now), the rest of the server keeping the real time.
 * - POST /dev/clock/affiliate/orders/{orderId}/return-period-end: a completed order's return
 *   period ends now, so its KOL commission's approval jobs run at once.
 */
export function testClockRoutes(ctx: AppContext) {
  const app = new Hono();
  app.put('/dev/clock', devToolCallersOnly(), async (c) => {
    const parsed = body.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: { code: 'VALIDATION_FAILED' } }, 400);
    setTestClockOffset(parsed.data.offsetMs);
    return c.json({ data: { now: testClockNow().toISOString() } }, 200);
  });
  app.post('/dev/clock/group-buying/teams/:teamId/end', devToolCallersOnly(), async (c) => {
    const teamId = c.req.param('teamId');
    if (!UUID.test(teamId)) return c.json({ error: { code: 'NOT_FOUND' } }, 404);
    const now = ctx.now();
    const moved = await endTeamNow(ctx, teamId, now);
    if (moved === 0) return c.json({ error: { code: 'NOT_FOUND' } }, 404);
    return c.json({ data: { endsAt: now.toISOString() } }, 200);
  });
  app.post('/dev/clock/affiliate/orders/:orderId/return-period-end', devToolCallersOnly(), async (c) => {
    const orderId = c.req.param('orderId');
    if (!UUID.test(orderId)) return c.json({ error: { code: 'NOT_FOUND' } }, 404);
    const moved = await endReturnPeriodNow(ctx, orderId, ctx.now());
    if (moved === 0) return c.json({ error: { code: 'NOT_FOUND' } }, 404);
    return c.json({ data: { jobs: moved } }, 200);
  });
  return app;
}
